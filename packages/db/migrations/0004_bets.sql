CREATE TABLE "bet_selections" (
	"bet_id" text NOT NULL,
	"position" smallint NOT NULL,
	"event_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"specifier" text NOT NULL,
	"outcome_id" text NOT NULL,
	"provider" text NOT NULL,
	"odds_thousandths" integer NOT NULL,
	"requested_odds_thousandths" integer NOT NULL,
	"match_name" text NOT NULL,
	"market_name" text NOT NULL,
	"outcome_name" text NOT NULL,
	"live" boolean NOT NULL,
	CONSTRAINT "bet_selections_bet_id_position_pk" PRIMARY KEY("bet_id","position"),
	CONSTRAINT "bet_selections_odds_check" CHECK ("bet_selections"."odds_thousandths" > 1000)
);
--> statement-breakpoint
CREATE TABLE "bets" (
	"id" text PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'waiting_results' NOT NULL,
	"currency" text NOT NULL,
	"stake" numeric(40, 0) NOT NULL,
	"potential_win" numeric(40, 0) NOT NULL,
	"odds_thousandths" numeric(40, 0) NOT NULL,
	"system_win_count" smallint,
	"system_total_count" smallint,
	"is_vip" boolean DEFAULT false NOT NULL,
	"quick" boolean DEFAULT false NOT NULL,
	"device_id" text NOT NULL,
	"ledger_transaction_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bets_stake_check" CHECK ("bets"."stake" > 0),
	CONSTRAINT "bets_potential_win_check" CHECK ("bets"."potential_win" >= 0),
	CONSTRAINT "bets_type_check" CHECK ("bets"."type" in ('single', 'combo', 'system')),
	CONSTRAINT "bets_system_check" CHECK (("bets"."type" = 'system') = ("bets"."system_win_count" is not null and "bets"."system_total_count" is not null))
);
--> statement-breakpoint
CREATE TABLE "share_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"player_id" integer,
	"bets" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "pve" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bet_selections" ADD CONSTRAINT "bet_selections_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_selections" ADD CONSTRAINT "bet_selections_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_codes" ADD CONSTRAINT "share_codes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bet_selections_event_idx" ON "bet_selections" USING btree ("event_id","market_id","specifier");--> statement-breakpoint
CREATE INDEX "bets_player_idx" ON "bets" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "share_codes_expires_idx" ON "share_codes" USING btree ("expires_at");