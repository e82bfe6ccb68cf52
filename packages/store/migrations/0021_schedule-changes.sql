CREATE TABLE "schedule_changes" (
	"booking_id" text NOT NULL,
	"signature" text NOT NULL,
	"severity" text NOT NULL,
	"status" text NOT NULL,
	"noticed_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "schedule_changes_booking_id_signature_pk" PRIMARY KEY("booking_id","signature")
);
