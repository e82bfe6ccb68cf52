CREATE TABLE "disruption_protections" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"user_id" text NOT NULL,
	"tenant" text NOT NULL,
	"state" text NOT NULL,
	"fee_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"purchased_via" text NOT NULL,
	"authorization_id" text,
	"disruption_type" text,
	"disrupted_flight_instance_id" text,
	"disrupted_slice_index" integer,
	"delay_minutes" integer,
	"detected_at" timestamp with time zone,
	"decide_by" timestamp with time zone,
	"exchange_id" text,
	"refund_minor" integer DEFAULT 0 NOT NULL,
	"refunded_at" timestamp with time zone,
	"ended_reason" text,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "missed_connection_guarantees" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"user_id" text NOT NULL,
	"tenant" text NOT NULL,
	"state" text NOT NULL,
	"cap_per_traveler_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"missed_flight_instance_id" text,
	"missed_slice_index" integer,
	"missed_segment_index" integer,
	"delay_minutes" integer,
	"detected_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"exchange_id" text,
	"support_reason" text,
	"support_reference" text,
	"resolved_by" text,
	"ended_reason" text,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD COLUMN "disruption_fee_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD COLUMN "multi_ticket_type" text DEFAULT 'single' NOT NULL;--> statement-breakpoint
ALTER TABLE "flight_exchanges" ADD COLUMN "waiver_reason" text;--> statement-breakpoint
ALTER TABLE "flight_exchanges" ADD COLUMN "waiver_protection_id" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "disruption_offer" jsonb;--> statement-breakpoint
ALTER TABLE "disruption_protections" ADD CONSTRAINT "disruption_protections_booking_id_flight_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."flight_bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disruption_protections" ADD CONSTRAINT "disruption_protections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missed_connection_guarantees" ADD CONSTRAINT "missed_connection_guarantees_booking_id_flight_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."flight_bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missed_connection_guarantees" ADD CONSTRAINT "missed_connection_guarantees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "disruption_protections_booking_idx" ON "disruption_protections" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "disruption_protections_state_idx" ON "disruption_protections" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "missed_connection_guarantees_booking_idx" ON "missed_connection_guarantees" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "missed_connection_guarantees_state_idx" ON "missed_connection_guarantees" USING btree ("state");