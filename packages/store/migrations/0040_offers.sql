CREATE TABLE "travel_offer_redemptions" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"offer_id" text NOT NULL,
	"holder_key" text NOT NULL,
	"user_id" text NOT NULL,
	"booking_id" text NOT NULL,
	"product" text NOT NULL,
	"discount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "travel_offer_redemptions_user_idx" ON "travel_offer_redemptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "travel_offer_redemptions_booking_uq" ON "travel_offer_redemptions" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "travel_offer_redemptions_live_uq" ON "travel_offer_redemptions" USING btree ("tenant","holder_key","offer_id") WHERE "travel_offer_redemptions"."status" <> 'Canceled';