CREATE TABLE "agent_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"agent_user_id" text NOT NULL,
	"customer_user_id" text NOT NULL,
	"tenant" text NOT NULL,
	"action" text NOT NULL,
	"route" text NOT NULL,
	"target_kind" text NOT NULL,
	"target" text,
	"result" text NOT NULL,
	"status_code" integer NOT NULL,
	"error_code" text,
	"travel_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "corporate_memberships" DROP CONSTRAINT "corporate_memberships_pkey";--> statement-breakpoint
ALTER TABLE "corporate_memberships" ADD CONSTRAINT "corporate_memberships_user_id_business_id_pk" PRIMARY KEY("user_id","business_id");--> statement-breakpoint
ALTER TABLE "corporate_memberships" ADD COLUMN "in_use" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "support_lead" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_actions" ADD CONSTRAINT "agent_actions_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_actions" ADD CONSTRAINT "agent_actions_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_actions_agent_time_idx" ON "agent_actions" USING btree ("agent_user_id","recorded_at");--> statement-breakpoint
CREATE INDEX "agent_actions_booking_idx" ON "agent_actions" USING btree ("target") WHERE "agent_actions"."action" = 'book' and "agent_actions"."result" = 'ok';--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_memberships_in_use_idx" ON "corporate_memberships" USING btree ("user_id") WHERE "corporate_memberships"."in_use";