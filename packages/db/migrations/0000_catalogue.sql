CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"urn_id" text NOT NULL,
	"sport_id" integer NOT NULL,
	"slug" text NOT NULL,
	"names" jsonb NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"country_code" text,
	CONSTRAINT "categories_urn_id_unique" UNIQUE("urn_id")
);
--> statement-breakpoint
CREATE TABLE "sports" (
	"id" integer PRIMARY KEY NOT NULL,
	"urn_id" text NOT NULL,
	"key" text NOT NULL,
	"names" jsonb NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"provider" text NOT NULL,
	CONSTRAINT "sports_urn_id_unique" UNIQUE("urn_id"),
	CONSTRAINT "sports_key_unique" UNIQUE("key"),
	CONSTRAINT "sports_type_check" CHECK ("sports"."type" in ('regular', 'cyber', 'premium_cricket')),
	CONSTRAINT "sports_provider_check" CHECK ("sports"."provider" in ('betradar', 'oddin', 'betconstruct'))
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_sport_slug_unique" ON "categories" USING btree ("sport_id","slug");