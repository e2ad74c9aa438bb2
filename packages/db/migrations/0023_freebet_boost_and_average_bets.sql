ALTER TABLE "bonus_campaigns" ADD COLUMN "average_bets" jsonb;--> statement-breakpoint
ALTER TABLE "bonus_campaigns" ADD COLUMN "boost_multiplier_thousandths" integer;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "boosted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "boosted_from" numeric(40, 0);