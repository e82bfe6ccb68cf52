CREATE TABLE "activity_bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"tenant" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"quote_id" text NOT NULL,
	"status" text NOT NULL,
	"step" text NOT NULL,
	"progress" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"activity_id" text NOT NULL,
	"activity_date" text NOT NULL,
	"start_time" text NOT NULL,
	"ticket_type" text NOT NULL,
	"seats" integer NOT NULL,
	"spots_held" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"quote" jsonb NOT NULL,
	"lead_traveler" jsonb NOT NULL,
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
	"supplier_booking" jsonb,
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
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "activity_bookings_spots_held_check" CHECK ("activity_bookings"."spots_held" >= 0)
);
--> statement-breakpoint
CREATE TABLE "activity_slot_sales" (
	"activity_id" text NOT NULL,
	"date" text NOT NULL,
	"start_time" text NOT NULL,
	"ticket_type" text NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_slot_sales_activity_id_date_start_time_ticket_type_pk" PRIMARY KEY("activity_id","date","start_time","ticket_type"),
	CONSTRAINT "activity_slot_sales_sold_check" CHECK ("activity_slot_sales"."sold" >= 0)
);
--> statement-breakpoint
ALTER TABLE "activity_bookings" ADD CONSTRAINT "activity_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_bookings_idempotency_idx" ON "activity_bookings" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_bookings_quote_idx" ON "activity_bookings" USING btree ("quote_id") WHERE "activity_bookings"."status" <> 'Failed';--> statement-breakpoint
CREATE INDEX "activity_bookings_lease_idx" ON "activity_bookings" USING btree ("lease_expires_at") WHERE "activity_bookings"."status" = 'Pending';--> statement-breakpoint
CREATE INDEX "activity_bookings_approvals_idx" ON "activity_bookings" USING btree ("business_id","status");--> statement-breakpoint
CREATE INDEX "activity_bookings_user_idx" ON "activity_bookings" USING btree ("user_id","tenant","created_at");--> statement-breakpoint
CREATE INDEX "activity_bookings_locator_idx" ON "activity_bookings" USING btree (upper("agent_locator"));