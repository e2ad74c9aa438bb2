CREATE TABLE "bet_bonuses" (
	"id" text PRIMARY KEY NOT NULL,
	"player_bonus_id" text NOT NULL,
	"player_id" integer NOT NULL,
	"type" text NOT NULL,
	"variant" text,
	"multiplier_thousandths" integer DEFAULT 1000 NOT NULL,
	"freebet_stake" numeric(40, 0) NOT NULL,
	"from_budget" boolean NOT NULL,
	"bonus_paid" numeric(40, 0) NOT NULL,
	"freebet_back" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonus_campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"variant" text,
	"amount" numeric(40, 0),
	"currency" text,
	"min_odds_thousandths" integer,
	"max_odds_thousandths" integer,
	"selection_count_from" integer DEFAULT 1 NOT NULL,
	"selection_count_to" integer DEFAULT 20 NOT NULL,
	"match_status" text DEFAULT 'any' NOT NULL,
	"event_conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ranges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"uses_count" integer DEFAULT 1 NOT NULL,
	"only_verified" boolean DEFAULT false NOT NULL,
	"country_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"open_to_all" boolean DEFAULT false NOT NULL,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_to" timestamp with time zone,
	"valid_days" integer DEFAULT 30 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_campaigns_amount_check" CHECK ("bonus_campaigns"."amount" is null or "bonus_campaigns"."amount" > 0),
	CONSTRAINT "bonus_campaigns_uses_check" CHECK ("bonus_campaigns"."uses_count" >= 1)
);
--> statement-breakpoint
CREATE TABLE "bonus_promo_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"valid_to" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_promo_redemptions" (
	"code" text NOT NULL,
	"player_id" integer NOT NULL,
	"player_bonus_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_promo_redemptions_code_player_id_pk" PRIMARY KEY("code","player_id")
);
--> statement-breakpoint
CREATE TABLE "player_bonuses" (
	"id" text PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"type" text NOT NULL,
	"variant" text,
	"status" text NOT NULL,
	"currency" text,
	"amount" numeric(40, 0),
	"times_used" integer DEFAULT 0 NOT NULL,
	"uses_count" integer DEFAULT 1 NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_kind_check";--> statement-breakpoint
ALTER TABLE "bonus_promo_codes" ADD CONSTRAINT "bonus_promo_codes_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_promo_redemptions" ADD CONSTRAINT "bonus_promo_redemptions_code_bonus_promo_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."bonus_promo_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_promo_redemptions" ADD CONSTRAINT "bonus_promo_redemptions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_bonuses_player_idx" ON "player_bonuses" USING btree ("player_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_open_unique" ON "player_bonuses" USING btree ("player_id","campaign_id") WHERE "player_bonuses"."source" = 'open';--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_kind_check" CHECK ("accounts"."kind" in ('player', 'house', 'payments', 'withdrawals', 'jackpot', 'bonus'));