CREATE TABLE "user_preferences" (
	"user_id" text NOT NULL,
	"tenant" text NOT NULL,
	"flight" jsonb,
	"hotel" jsonb,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_preferences_user_id_tenant_pk" PRIMARY KEY("user_id","tenant")
);
--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;