CREATE TABLE "price_drop_checks" (
	"booking_id" text NOT NULL,
	"seq" integer NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"price_seen_minor" integer,
	"currency" text NOT NULL,
	"result" text NOT NULL,
	"credited_minor" integer DEFAULT 0 NOT NULL,
	"wallet_credit_id" text,
	"reason" text,
	CONSTRAINT "price_drop_checks_booking_id_seq_pk" PRIMARY KEY("booking_id","seq")
);
--> statement-breakpoint
CREATE TABLE "price_drop_protections" (
	"booking_id" text PRIMARY KEY NOT NULL,
	"product" text NOT NULL,
	"user_id" text NOT NULL,
	"tenant" text NOT NULL,
	"status" text NOT NULL,
	"paid_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"lowest_seen_minor" integer NOT NULL,
	"cap_minor" integer NOT NULL,
	"credited_minor" integer DEFAULT 0 NOT NULL,
	"check_count" integer DEFAULT 0 NOT NULL,
	"monitor_until" timestamp with time zone NOT NULL,
	"credit_from" timestamp with time zone,
	"next_check_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "price_match_claims" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"product" text NOT NULL,
	"user_id" text NOT NULL,
	"tenant" text NOT NULL,
	"competitor_url" text NOT NULL,
	"competitor_site" text NOT NULL,
	"claimed_total_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"booked_total_minor" integer NOT NULL,
	"same_itinerary" boolean NOT NULL,
	"same_cancellation_policy" boolean NOT NULL,
	"status" text NOT NULL,
	"verification" text NOT NULL,
	"decline_reason" text,
	"verified_total_minor" integer,
	"credited_minor" integer DEFAULT 0 NOT NULL,
	"wallet_credit_id" text,
	"review_due_at" timestamp with time zone,
	"decided_by_user_id" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wallet_credits" ADD COLUMN "kind" text DEFAULT 'AnnualTravelCredit' NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_credits" ADD COLUMN "origin_booking_id" text;--> statement-breakpoint
ALTER TABLE "wallet_credits" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_credits" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "price_drop_checks" ADD CONSTRAINT "price_drop_checks_booking_id_price_drop_protections_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."price_drop_protections"("booking_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_drop_protections" ADD CONSTRAINT "price_drop_protections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_match_claims" ADD CONSTRAINT "price_match_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_drop_protections_due_idx" ON "price_drop_protections" USING btree ("status","next_check_at");--> statement-breakpoint
CREATE INDEX "price_drop_protections_user_idx" ON "price_drop_protections" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_match_claims_one_live" ON "price_match_claims" USING btree ("booking_id") WHERE "price_match_claims"."status" <> 'Declined';--> statement-breakpoint
CREATE INDEX "price_match_claims_queue_idx" ON "price_match_claims" USING btree ("status","review_due_at");--> statement-breakpoint
CREATE INDEX "price_match_claims_user_idx" ON "price_match_claims" USING btree ("user_id");