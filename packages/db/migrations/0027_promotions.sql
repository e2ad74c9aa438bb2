ALTER TABLE "bonus_campaigns" ADD COLUMN "show_in_promotion" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_campaigns" ADD COLUMN "promotion" jsonb;