CREATE TABLE "sandbox_competitor_prices" (
	"site" text NOT NULL,
	"itinerary_key" text NOT NULL,
	"amount_minor" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_competitor_prices_site_itinerary_key_pk" PRIMARY KEY("site","itinerary_key")
);
