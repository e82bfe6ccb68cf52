CREATE TABLE "flight_check_ins" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"slice_index" integer NOT NULL,
	"passenger_indexes" jsonb NOT NULL,
	"boarding_passes" jsonb NOT NULL,
	"checked_in_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flight_check_ins" ADD CONSTRAINT "flight_check_ins_booking_id_flight_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."flight_bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flight_check_ins_booking_slice_idx" ON "flight_check_ins" USING btree ("booking_id","slice_index");