CREATE TABLE "travel_sale_pricings" (
	"origin" text NOT NULL,
	"day" text NOT NULL,
	"lists_key" text NOT NULL,
	"pricing" jsonb NOT NULL,
	"priced_by" text NOT NULL,
	"priced_at" timestamp with time zone NOT NULL,
	CONSTRAINT "travel_sale_pricings_origin_day_lists_key_pk" PRIMARY KEY("origin","day","lists_key")
);
