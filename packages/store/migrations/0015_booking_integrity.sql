CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"clock" text DEFAULT 'real' NOT NULL,
	"every_ms" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD COLUMN "lease_owner" text;--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD COLUMN "lease_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD COLUMN "saga_runs" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD COLUMN "lease_owner" text;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD COLUMN "lease_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD COLUMN "saga_runs" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_key_idx" ON "jobs" USING btree ("key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "flight_bookings_quote_idx" ON "flight_bookings" USING btree ("quote_id") WHERE "flight_bookings"."status" <> 'Failed';--> statement-breakpoint
CREATE INDEX "flight_bookings_lease_idx" ON "flight_bookings" USING btree ("lease_expires_at") WHERE "flight_bookings"."status" = 'Pending';--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_bookings_quote_idx" ON "hotel_bookings" USING btree ("quote_id") WHERE "hotel_bookings"."status" <> 'Failed';--> statement-breakpoint
CREATE INDEX "hotel_bookings_lease_idx" ON "hotel_bookings" USING btree ("lease_expires_at") WHERE "hotel_bookings"."status" = 'Pending';