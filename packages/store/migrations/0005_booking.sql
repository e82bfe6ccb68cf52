CREATE TABLE "email_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"tenant" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"quote_id" text NOT NULL,
	"status" text NOT NULL,
	"step" text NOT NULL,
	"progress" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"trip_type" text NOT NULL,
	"offer" jsonb NOT NULL,
	"passenger_names" jsonb NOT NULL,
	"contact_email" text NOT NULL,
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
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_authorizations" (
	"id" text PRIMARY KEY NOT NULL,
	"card_token" text NOT NULL,
	"reference" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rewards_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"account_id" text NOT NULL,
	"booking_id" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vault_cards" (
	"token" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last_four" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"holder_name" text NOT NULL,
	"test_behaviour" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_credits" (
	"id" text PRIMARY KEY NOT NULL,
	"account_reference_id" text NOT NULL,
	"user_id" text NOT NULL,
	"label" text NOT NULL,
	"period" text NOT NULL,
	"granted_minor" integer NOT NULL,
	"remaining_minor" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD CONSTRAINT "flight_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_credits" ADD CONSTRAINT "wallet_credits_account_reference_id_rewards_accounts_account_reference_id_fk" FOREIGN KEY ("account_reference_id") REFERENCES "public"."rewards_accounts"("account_reference_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_credits" ADD CONSTRAINT "wallet_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flight_bookings_idempotency_idx" ON "flight_bookings" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "flight_bookings_status_idx" ON "flight_bookings" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "payment_authorizations_reference_idx" ON "payment_authorizations" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "rewards_transactions_account_idx" ON "rewards_transactions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "wallet_credits_user_idx" ON "wallet_credits" USING btree ("user_id");