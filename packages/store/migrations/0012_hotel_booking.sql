CREATE TABLE "hotel_bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"tenant" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"quote_id" text NOT NULL,
	"status" text NOT NULL,
	"step" text NOT NULL,
	"progress" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lodging_id" text NOT NULL,
	"check_in_date" text NOT NULL,
	"check_out_date" text NOT NULL,
	"supplier_quote_id" text NOT NULL,
	"quote" jsonb NOT NULL,
	"guests" jsonb NOT NULL,
	"bed_type" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"loyalty_number" text,
	"special_requests" text,
	"refundable_variant" boolean DEFAULT false NOT NULL,
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
	"failure_reason" text,
	"business_id" text,
	"in_policy" boolean,
	"out_of_policy_reason" text,
	"approval_process" text,
	"approval_expires_at" timestamp with time zone,
	"approval_decided_by" text,
	"approval_decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_holds" (
	"hold_id" text PRIMARY KEY NOT NULL,
	"claims" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "room_sales" (
	"room_type_id" text NOT NULL,
	"date" text NOT NULL,
	"sold" integer NOT NULL,
	CONSTRAINT "room_sales_room_type_id_date_pk" PRIMARY KEY("room_type_id","date")
);
--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD CONSTRAINT "hotel_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_bookings_idempotency_idx" ON "hotel_bookings" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "hotel_bookings_approvals_idx" ON "hotel_bookings" USING btree ("business_id","status");--> statement-breakpoint
CREATE INDEX "hotel_bookings_status_idx" ON "hotel_bookings" USING btree ("status","updated_at");