ALTER TABLE "split_payment_shares" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "split_payment_shares" ADD COLUMN "refunded_minor" integer DEFAULT 0 NOT NULL;
