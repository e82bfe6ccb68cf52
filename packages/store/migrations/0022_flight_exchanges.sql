CREATE TABLE "flight_exchanges" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"user_id" text NOT NULL,
	"tenant" text NOT NULL,
	"status" text NOT NULL,
	"changed_slices" jsonb NOT NULL,
	"new_offer" jsonb NOT NULL,
	"new_fare_ids" jsonb NOT NULL,
	"fare_difference_minor" integer NOT NULL,
	"change_fee_minor" integer NOT NULL,
	"amount_due_minor" integer NOT NULL,
	"credit_back_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"authorization_id" text,
	"airline_credit_id" text,
	"error_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"requested_at" timestamp with time zone,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "flight_exchanges" ADD CONSTRAINT "flight_exchanges_booking_id_flight_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."flight_bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_exchanges" ADD CONSTRAINT "flight_exchanges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flight_exchanges_booking_idx" ON "flight_exchanges" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "flight_exchanges_one_under_way" ON "flight_exchanges" USING btree ("booking_id") WHERE "flight_exchanges"."status" = 'Requested';