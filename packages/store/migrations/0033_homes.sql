CREATE TABLE "home_booked_nights" (
	"listing_id" text NOT NULL,
	"night" integer NOT NULL,
	"booking_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"tenant" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"quote_id" text NOT NULL,
	"status" text NOT NULL,
	"step" text NOT NULL,
	"progress" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"listing_id" text NOT NULL,
	"city_code" text NOT NULL,
	"check_in_date" text NOT NULL,
	"check_out_date" text NOT NULL,
	"check_in_at" timestamp with time zone NOT NULL,
	"check_out_at" timestamp with time zone NOT NULL,
	"nights" integer NOT NULL,
	"guests" integer NOT NULL,
	"pets" integer DEFAULT 0 NOT NULL,
	"quote" jsonb NOT NULL,
	"guest" jsonb NOT NULL,
	"message_to_host" text,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"total_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"card_minor" integer NOT NULL,
	"rewards_minor" integer NOT NULL,
	"wallet_credit_minor" integer NOT NULL,
	"card_token" text NOT NULL,
	"rewards_account_reference_id" text,
	"wallet_credit_id" text,
	"authorization_id" text,
	"agent_locator" text,
	"supplier_confirmation" text,
	"earn" jsonb,
	"error_code" text,
	"error_message" text,
	"business_id" text,
	"in_policy" boolean,
	"out_of_policy_reason" text,
	"approval_process" text,
	"approval_expires_at" timestamp with time zone,
	"approval_decided_by" text,
	"approval_decided_at" timestamp with time zone,
	"lease_owner" text,
	"lease_expires_at" timestamp with time zone,
	"saga_runs" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "home_bookings" ADD CONSTRAINT "home_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "home_booked_nights_night_idx" ON "home_booked_nights" USING btree ("listing_id","night");--> statement-breakpoint
CREATE INDEX "home_booked_nights_booking_idx" ON "home_booked_nights" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "home_bookings_idempotency_idx" ON "home_bookings" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "home_bookings_quote_idx" ON "home_bookings" USING btree ("quote_id") WHERE "home_bookings"."status" <> 'Failed';--> statement-breakpoint
CREATE INDEX "home_bookings_lease_idx" ON "home_bookings" USING btree ("lease_expires_at") WHERE "home_bookings"."status" = 'Pending';--> statement-breakpoint
CREATE INDEX "home_bookings_approvals_idx" ON "home_bookings" USING btree ("business_id","status");--> statement-breakpoint
CREATE INDEX "home_bookings_user_idx" ON "home_bookings" USING btree ("user_id","tenant","created_at");--> statement-breakpoint
CREATE INDEX "home_bookings_locator_idx" ON "home_bookings" USING btree (upper("agent_locator"));