CREATE TABLE "seat_holds" (
	"hold_id" text PRIMARY KEY NOT NULL,
	"claims" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "seat_sales" (
	"flight_instance_id" text NOT NULL,
	"cabin" text NOT NULL,
	"sold" integer NOT NULL,
	CONSTRAINT "seat_sales_flight_instance_id_cabin_pk" PRIMARY KEY("flight_instance_id","cabin")
);
