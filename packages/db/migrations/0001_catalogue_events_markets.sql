CREATE TABLE "competitors" (
	"id" integer PRIMARY KEY NOT NULL,
	"urn_id" text NOT NULL,
	"names" jsonb NOT NULL,
	"abbreviation" text NOT NULL,
	"country_code" text,
	"colors" jsonb NOT NULL,
	CONSTRAINT "competitors_urn_id_unique" UNIQUE("urn_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" integer PRIMARY KEY NOT NULL,
	"urn_id" text NOT NULL,
	"type" text NOT NULL,
	"sport_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"tournament_id" integer NOT NULL,
	"slug" text NOT NULL,
	"names" jsonb,
	"home_competitor_id" integer,
	"away_competitor_id" integer,
	"competitor_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"status" smallint DEFAULT 0 NOT NULL,
	"stadium" text,
	"city" text,
	"has_video" boolean DEFAULT false NOT NULL,
	"provider" text NOT NULL,
	"bets_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "events_urn_id_unique" UNIQUE("urn_id"),
	CONSTRAINT "events_status_check" CHECK ("events"."status" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"event_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"specifier" text DEFAULT '' NOT NULL,
	"names" jsonb NOT NULL,
	"status" smallint NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"most_balanced" boolean DEFAULT false NOT NULL,
	"groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"outcomes" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "markets_event_id_market_id_specifier_pk" PRIMARY KEY("event_id","market_id","specifier")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" integer PRIMARY KEY NOT NULL,
	"urn_id" text NOT NULL,
	"sport_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"slug" text NOT NULL,
	"names" jsonb NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"provider" text NOT NULL,
	CONSTRAINT "tournaments_urn_id_unique" UNIQUE("urn_id")
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_home_competitor_id_competitors_id_fk" FOREIGN KEY ("home_competitor_id") REFERENCES "public"."competitors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_away_competitor_id_competitors_id_fk" FOREIGN KEY ("away_competitor_id") REFERENCES "public"."competitors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "events_sport_slug_unique" ON "events" USING btree ("sport_id","slug");--> statement-breakpoint
CREATE INDEX "events_status_start_idx" ON "events" USING btree ("status","start_time");--> statement-breakpoint
CREATE INDEX "events_tournament_start_idx" ON "events" USING btree ("tournament_id","start_time");--> statement-breakpoint
CREATE INDEX "events_sport_start_idx" ON "events" USING btree ("sport_id","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_sport_slug_unique" ON "tournaments" USING btree ("sport_id","slug");--> statement-breakpoint
CREATE INDEX "tournaments_category_idx" ON "tournaments" USING btree ("category_id");