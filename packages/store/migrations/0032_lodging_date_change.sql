CREATE TABLE "lodging_date_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"product" text NOT NULL,
	"user_id" text NOT NULL,
	"tenant" text NOT NULL,
	"status" text NOT NULL,
	"from_version" integer NOT NULL,
	"old_check_in_date" text NOT NULL,
	"old_check_out_date" text NOT NULL,
	"new_check_in_date" text NOT NULL,
	"new_check_out_date" text NOT NULL,
	"old_total_minor" integer NOT NULL,
	"new_total_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"new_snapshot" jsonb NOT NULL,
	"new_claims" jsonb NOT NULL,
	"settlement" jsonb NOT NULL,
	"authorization_id" text,
	"progress" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_code" text,
	"expires_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"authorization_id" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lodging_date_changes" ADD CONSTRAINT "lodging_date_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lodging_date_changes_booking_idx" ON "lodging_date_changes" USING btree ("booking_id","status");--> statement-breakpoint
CREATE INDEX "payment_refunds_authorization_idx" ON "payment_refunds" USING btree ("authorization_id");