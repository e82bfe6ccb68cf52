CREATE TABLE "experiment_pins" (
	"user_id" text NOT NULL,
	"experiment_id" text NOT NULL,
	"variant" text NOT NULL,
	"pinned_at" timestamp with time zone NOT NULL,
	CONSTRAINT "experiment_pins_user_id_experiment_id_pk" PRIMARY KEY("user_id","experiment_id")
);
--> statement-breakpoint
ALTER TABLE "experiment_pins" ADD CONSTRAINT "experiment_pins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tracking_events_created_idx" ON "tracking_events" USING btree ("created_at");