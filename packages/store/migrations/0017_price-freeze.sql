CREATE TABLE "price_freeze_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"tenant" text NOT NULL,
	"product" text NOT NULL,
	"offer" jsonb NOT NULL,
	"passenger_count" integer NOT NULL,
	"frozen_total_minor" integer NOT NULL,
	"cap_per_passenger_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"options" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_freezes" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"tenant" text NOT NULL,
	"product" text NOT NULL,
	"offer_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"offer" jsonb NOT NULL,
	"passenger_count" integer NOT NULL,
	"frozen_total_minor" integer NOT NULL,
	"cap_per_passenger_minor" integer NOT NULL,
	"fee_per_passenger_minor" integer NOT NULL,
	"fee_total_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"duration_hours" integer NOT NULL,
	"purchased_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"card_minor" integer NOT NULL,
	"rewards_minor" integer NOT NULL,
	"wallet_credit_minor" integer NOT NULL,
	"card_token" text NOT NULL,
	"rewards_account_reference_id" text,
	"wallet_credit_id" text,
	"authorization_id" text,
	"contact_email" text NOT NULL,
	"refunds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_freeze_offers" ADD CONSTRAINT "price_freeze_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_freezes" ADD CONSTRAINT "price_freezes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_freeze_offers_user_idx" ON "price_freeze_offers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "price_freezes_idempotency_idx" ON "price_freezes" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "price_freezes_offer_idx" ON "price_freezes" USING btree ("offer_id") WHERE "price_freezes"."state" <> 'Failed';--> statement-breakpoint
CREATE INDEX "price_freezes_user_idx" ON "price_freezes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "price_freezes_expiry_idx" ON "price_freezes" USING btree ("expires_at") WHERE "price_freezes"."state" = 'Valid';