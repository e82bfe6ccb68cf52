CREATE TABLE "cfar_protections" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"product" text NOT NULL,
	"user_id" text NOT NULL,
	"tenant" text NOT NULL,
	"state" text NOT NULL,
	"premium_minor" integer NOT NULL,
	"fare_total_minor" integer NOT NULL,
	"refund_percent" integer NOT NULL,
	"currency" text NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"expired_reason" text,
	"expired_at" timestamp with time zone,
	"choice" text,
	"cancel_quote_id" text,
	"error_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD COLUMN "cfar_premium_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "cfar_offer" jsonb;--> statement-breakpoint
ALTER TABLE "cfar_protections" ADD CONSTRAINT "cfar_protections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cfar_protections_booking_idx" ON "cfar_protections" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "cfar_protections_user_idx" ON "cfar_protections" USING btree ("user_id");