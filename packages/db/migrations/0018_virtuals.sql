CREATE TABLE "virtual_events" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"close_time" timestamp with time zone NOT NULL,
	"home_name" text NOT NULL,
	"away_name" text NOT NULL,
	"home_expected_centi" integer NOT NULL,
	"away_expected_centi" integer NOT NULL,
	"seed_hash" text NOT NULL,
	"seed" text,
	"home_goals" integer,
	"away_goals" integer,
	"goals" jsonb,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "virtual_events" ADD CONSTRAINT "virtual_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "virtual_events_start_idx" ON "virtual_events" USING btree ("start_time");