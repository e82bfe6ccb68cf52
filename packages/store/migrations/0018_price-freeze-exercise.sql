ALTER TABLE "flight_bookings" ADD COLUMN "price_freeze_id" text;--> statement-breakpoint
ALTER TABLE "price_freezes" ADD COLUMN "exercise_booking_id" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "price_freeze_id" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "price_freeze_use" text;