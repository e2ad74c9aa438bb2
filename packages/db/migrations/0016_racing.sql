CREATE TABLE "race_cards" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"course" text NOT NULL,
	"country_code" text NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"distance" text NOT NULL,
	"going" text NOT NULL,
	"race_class" smallint NOT NULL,
	"handicap" boolean NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"runners" jsonb NOT NULL,
	"places" smallint NOT NULL,
	"place_fraction" text NOT NULL,
	"result" jsonb,
	"withdrawn" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rule4" smallint DEFAULT 0 NOT NULL,
	"starting_prices" jsonb,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "race_cards" ADD CONSTRAINT "race_cards_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "race_cards_start_idx" ON "race_cards" USING btree ("start_time");