CREATE TABLE "travelers" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_user_id" text NOT NULL,
	"business_id" text,
	"given_name" text NOT NULL,
	"surname" text NOT NULL,
	"gender" text NOT NULL,
	"date_of_birth" text NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "travelers" ADD CONSTRAINT "travelers_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travelers" ADD CONSTRAINT "travelers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "travelers_owner_idx" ON "travelers" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "travelers_business_idx" ON "travelers" USING btree ("business_id");