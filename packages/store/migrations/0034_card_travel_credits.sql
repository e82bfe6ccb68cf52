ALTER TABLE "rewards_accounts" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rewards_accounts" ADD COLUMN "standing" text DEFAULT 'Open' NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_credits" ADD COLUMN "ended_state" text;--> statement-breakpoint
ALTER TABLE "wallet_credits" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_credits_card_period_uq" ON "wallet_credits" USING btree ("account_reference_id","kind","period") WHERE "wallet_credits"."kind" in ('AnnualTravelCredit', 'EntryTravelCredit', 'TravelCardCredit');