CREATE TABLE "hotel_searches" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"tenant" text NOT NULL,
	"search_key" text NOT NULL,
	"search" jsonb NOT NULL,
	"location_label" text NOT NULL,
	"entry_source" text,
	"searched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_views" (
	"user_id" text NOT NULL,
	"tenant" text NOT NULL,
	"lodging_id" text NOT NULL,
	"hotel" jsonb NOT NULL,
	"stay" jsonb NOT NULL,
	"entry_source" text,
	"viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "hotel_views_user_id_tenant_lodging_id_pk" PRIMARY KEY("user_id","tenant","lodging_id")
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"id" text PRIMARY KEY NOT NULL,
	"wishlist_id" text NOT NULL,
	"product_type" text NOT NULL,
	"product_id" text NOT NULL,
	"product" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlists" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"tenant" text NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hotel_searches" ADD CONSTRAINT "hotel_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_views" ADD CONSTRAINT "hotel_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_wishlist_id_wishlists_id_fk" FOREIGN KEY ("wishlist_id") REFERENCES "public"."wishlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_searches_key_idx" ON "hotel_searches" USING btree ("user_id","tenant","search_key");--> statement-breakpoint
CREATE INDEX "hotel_searches_recent_idx" ON "hotel_searches" USING btree ("user_id","tenant","searched_at");--> statement-breakpoint
CREATE INDEX "hotel_views_recent_idx" ON "hotel_views" USING btree ("user_id","tenant","viewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_items_product_idx" ON "wishlist_items" USING btree ("wishlist_id","product_id");--> statement-breakpoint
CREATE INDEX "wishlists_user_idx" ON "wishlists" USING btree ("user_id","tenant");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlists_default_idx" ON "wishlists" USING btree ("user_id","tenant") WHERE "wishlists"."is_default";