CREATE TABLE "lootbox_openings" (
	"player_bonus_id" text PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"prize_index" integer NOT NULL,
	"roll" integer NOT NULL,
	"prize_bonus_id" text,
	"opened_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bonus_campaigns" ADD COLUMN "prizes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "lootbox_seed" text;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "lootbox_seed_hash" text;--> statement-breakpoint
ALTER TABLE "lootbox_openings" ADD CONSTRAINT "lootbox_openings_player_bonus_id_player_bonuses_id_fk" FOREIGN KEY ("player_bonus_id") REFERENCES "public"."player_bonuses"("id") ON DELETE no action ON UPDATE no action;