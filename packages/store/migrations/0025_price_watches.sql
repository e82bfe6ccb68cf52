CREATE TABLE "price_watches" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"tenant" text NOT NULL,
	"search_key" text NOT NULL,
	"request" jsonb NOT NULL,
	"portal_origin" text NOT NULL,
	"contact_email" text NOT NULL,
	"state" text NOT NULL,
	"starting_minor" integer,
	"current_minor" integer,
	"alerted_minor" integer,
	"advice" text NOT NULL,
	"currency" text NOT NULL,
	"check_count" integer DEFAULT 0 NOT NULL,
	"alert_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_checked_at" timestamp with time zone,
	"next_check_at" timestamp with time zone,
	"stopped_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "price_watches" ADD CONSTRAINT "price_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_watches_user_idx" ON "price_watches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "price_watches_one_live" ON "price_watches" USING btree ("user_id","search_key") WHERE "price_watches"."state" <> 'NotWatching';