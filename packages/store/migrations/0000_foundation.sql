CREATE TABLE "auth_requests" (
	"state" text PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"host_kind" text NOT NULL,
	"audience" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"sandbox_code" text,
	"sandbox_subject" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "auth_requests_sandbox_code_unique" UNIQUE("sandbox_code")
);
--> statement-breakpoint
CREATE TABLE "businesses" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_live" boolean DEFAULT false NOT NULL,
	"account_reference_id" text,
	"loyalty_programs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corporate_memberships" (
	"user_id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"roles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"can_view_users" boolean DEFAULT false NOT NULL,
	"can_view_admin" boolean DEFAULT false NOT NULL,
	"policy_tier_id" text,
	"default_traveler_id" text,
	"hidden_traveler_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"has_seen_modal_map" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cap1_role" text,
	"terms_acknowledged_version" text,
	"terms_acknowledged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "engagement_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"url" text NOT NULL,
	"browser_session_id" text NOT NULL,
	"user_id" text,
	"tenant" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_tiers" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"name" text NOT NULL,
	"policy" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "rewards_accounts" (
	"account_reference_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"product_id" text NOT NULL,
	"product_display_name" text NOT NULL,
	"customer_account_role" text NOT NULL,
	"account_type" text NOT NULL,
	"last_four" text NOT NULL,
	"currency" text NOT NULL,
	"balance" integer NOT NULL,
	"redemption_minimum" integer NOT NULL,
	"earn_rates" jsonb NOT NULL,
	"business_id" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"tenant" text NOT NULL,
	"host_kind" text DEFAULT 'portal' NOT NULL,
	"csrf_token" text NOT NULL,
	"is_delegated" boolean DEFAULT false NOT NULL,
	"agent_user_id" text,
	"is_first_session" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_name" text NOT NULL,
	"properties" jsonb NOT NULL,
	"user_id" text,
	"tenant" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"kind" text NOT NULL,
	"profile_reference_id" text,
	"description" text DEFAULT '' NOT NULL,
	"first_signed_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_subject_unique" UNIQUE("subject"),
	CONSTRAINT "users_profile_reference_id_unique" UNIQUE("profile_reference_id")
);
--> statement-breakpoint
ALTER TABLE "corporate_memberships" ADD CONSTRAINT "corporate_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_memberships" ADD CONSTRAINT "corporate_memberships_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_memberships" ADD CONSTRAINT "corporate_memberships_policy_tier_id_policy_tiers_id_fk" FOREIGN KEY ("policy_tier_id") REFERENCES "public"."policy_tiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_tiers" ADD CONSTRAINT "policy_tiers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards_accounts" ADD CONSTRAINT "rewards_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards_accounts" ADD CONSTRAINT "rewards_accounts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "corporate_memberships_business_idx" ON "corporate_memberships" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "rewards_accounts_user_idx" ON "rewards_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tracking_events_name_idx" ON "tracking_events" USING btree ("event_name","created_at");