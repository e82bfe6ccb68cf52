CREATE TABLE "split_payment_shares" (
	"id" text PRIMARY KEY NOT NULL,
	"split_id" text NOT NULL,
	"position" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"payer_name" text,
	"payer_email" text,
	"token_hash" text,
	"card_token" text,
	"status" text NOT NULL,
	"authorization_id" text,
	"decline_code" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "split_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"product" text NOT NULL,
	"user_id" text NOT NULL,
	"tenant" text NOT NULL,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"total_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"deadline_at" timestamp with time zone,
	"portal_origin" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "split_payment_shares" ADD CONSTRAINT "split_payment_shares_split_id_split_payments_id_fk" FOREIGN KEY ("split_id") REFERENCES "public"."split_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_payments" ADD CONSTRAINT "split_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "split_payment_shares_position_uq" ON "split_payment_shares" USING btree ("split_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "split_payment_shares_token_uq" ON "split_payment_shares" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "split_payments_booking_uq" ON "split_payments" USING btree ("booking_id");