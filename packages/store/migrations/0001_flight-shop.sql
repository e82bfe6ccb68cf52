CREATE TABLE "fare_observations" (
	"search_key" text NOT NULL,
	"observed_on" text NOT NULL,
	"lowest_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "fare_observations_search_key_observed_on_pk" PRIMARY KEY("search_key","observed_on")
);
--> statement-breakpoint
CREATE TABLE "flight_searches" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"tenant" text NOT NULL,
	"search_key" text NOT NULL,
	"request" jsonb NOT NULL,
	"labels" jsonb NOT NULL,
	"searched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flight_searches" ADD CONSTRAINT "flight_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flight_searches_user_idx" ON "flight_searches" USING btree ("user_id","searched_at");