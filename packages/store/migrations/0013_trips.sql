CREATE TABLE "airline_credits" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"tenant" text NOT NULL,
	"airline_code" text NOT NULL,
	"airline_name" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"remaining_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"traveler_names" jsonb NOT NULL,
	"origin_booking_id" text NOT NULL,
	"origin_confirmation_code" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "airline_credits_origin_booking_id_unique" UNIQUE("origin_booking_id")
);
--> statement-breakpoint
CREATE TABLE "cancel_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"product" text NOT NULL,
	"user_id" text NOT NULL,
	"outcome" text NOT NULL,
	"cancellable" boolean NOT NULL,
	"refunds" jsonb NOT NULL,
	"airline_credit_minor" integer DEFAULT 0 NOT NULL,
	"penalty_minor" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "traveler_edit_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"user_id" text NOT NULL,
	"traveler_name" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_cancellations" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"product" text NOT NULL,
	"user_id" text NOT NULL,
	"quote_id" text NOT NULL,
	"outcome" text NOT NULL,
	"status" text NOT NULL,
	"refunds" jsonb NOT NULL,
	"airline_credit_minor" integer DEFAULT 0 NOT NULL,
	"penalty_minor" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"progress" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"airline_credit_id" text,
	"error_code" text,
	"requested_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD COLUMN "airline_credit_id" text;--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD COLUMN "airline_credit_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_authorizations" ADD COLUMN "refunded_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "airline_credits" ADD CONSTRAINT "airline_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancel_quotes" ADD CONSTRAINT "cancel_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traveler_edit_requests" ADD CONSTRAINT "traveler_edit_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_cancellations" ADD CONSTRAINT "trip_cancellations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "airline_credits_user_idx" ON "airline_credits" USING btree ("user_id","tenant");--> statement-breakpoint
CREATE INDEX "cancel_quotes_booking_idx" ON "cancel_quotes" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "traveler_edit_requests_booking_idx" ON "traveler_edit_requests" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_cancellations_booking_idx" ON "trip_cancellations" USING btree ("booking_id");