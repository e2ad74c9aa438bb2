CREATE TABLE "virtual_races" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"close_time" timestamp with time zone NOT NULL,
	"runners" jsonb NOT NULL,
	"places" smallint NOT NULL,
	"place_fraction" text NOT NULL,
	"seed_hash" text NOT NULL,
	"seed" text,
	"finish_order" jsonb,
	"finish_ms" jsonb,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "virtual_races" ADD CONSTRAINT "virtual_races_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "virtual_races_start_idx" ON "virtual_races" USING btree ("start_time");