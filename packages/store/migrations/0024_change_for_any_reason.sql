CREATE TABLE "chfar_protections" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"user_id" text NOT NULL,
	"tenant" text NOT NULL,
	"state" text NOT NULL,
	"premium_minor" integer NOT NULL,
	"coverage_limit_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"expired_reason" text,
	"exchange_id" text,
	"covered_minor" integer DEFAULT 0 NOT NULL,
	"reimburse_due_at" timestamp with time zone,
	"reimbursed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chfar_protections_booking_id_unique" UNIQUE("booking_id")
);
--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD COLUMN "chfar_premium_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "flight_exchanges" ADD COLUMN "chfar_covered_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "chfar_offer" jsonb;--> statement-breakpoint
ALTER TABLE "chfar_protections" ADD CONSTRAINT "chfar_protections_booking_id_flight_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."flight_bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chfar_protections" ADD CONSTRAINT "chfar_protections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;