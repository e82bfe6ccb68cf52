CREATE TABLE "package_bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"tenant" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"quote_id" text NOT NULL,
	"status" text NOT NULL,
	"step" text NOT NULL,
	"progress" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quote" jsonb NOT NULL,
	"travelers" jsonb NOT NULL,
	"lead_guest" jsonb NOT NULL,
	"special_requests" text,
	"departure_date" text NOT NULL,
	"return_date" text NOT NULL,
	"flight_status" text DEFAULT 'Pending' NOT NULL,
	"hotel_status" text DEFAULT 'Pending' NOT NULL,
	"flight_locator" text,
	"hotel_confirmation" text,
	"failed_part" text,
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
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "package_bookings" ADD CONSTRAINT "package_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "package_bookings_idempotency_idx" ON "package_bookings" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "package_bookings_quote_idx" ON "package_bookings" USING btree ("quote_id") WHERE "package_bookings"."status" <> 'Failed';--> statement-breakpoint
CREATE INDEX "package_bookings_lease_idx" ON "package_bookings" USING btree ("lease_expires_at") WHERE "package_bookings"."status" = 'Pending';--> statement-breakpoint
CREATE INDEX "package_bookings_approvals_idx" ON "package_bookings" USING btree ("business_id","status");--> statement-breakpoint
CREATE INDEX "package_bookings_user_idx" ON "package_bookings" USING btree ("user_id","tenant","created_at");--> statement-breakpoint
CREATE INDEX "package_bookings_locator_idx" ON "package_bookings" USING btree (upper("agent_locator"));