CREATE TABLE "sandbox_cancel_fees" (
	"booking_id" text PRIMARY KEY NOT NULL,
	"fee_minor" integer NOT NULL,
	"quote_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_disruptions" (
	"flight_instance_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"minutes" integer NOT NULL,
	"announced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_faults" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"product" text NOT NULL,
	"operation" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_price_moves" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" text NOT NULL,
	"percent" integer NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
