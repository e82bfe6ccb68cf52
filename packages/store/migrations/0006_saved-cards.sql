ALTER TABLE "vault_cards" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "vault_cards" ADD COLUMN "saved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vault_cards" ADD CONSTRAINT "vault_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;