ALTER TABLE "flight_bookings" ADD COLUMN "business_id" text;--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD COLUMN "in_policy" boolean;--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD COLUMN "out_of_policy_reason" text;--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD COLUMN "approval_process" text;--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD COLUMN "approval_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD COLUMN "approval_decided_by" text;--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD COLUMN "approval_decided_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "flight_bookings_approvals_idx" ON "flight_bookings" USING btree ("business_id","status");