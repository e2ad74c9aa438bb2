CREATE TABLE "bet_cashouts" (
	"id" text PRIMARY KEY NOT NULL,
	"bet_id" text NOT NULL,
	"stake" numeric(40, 0) NOT NULL,
	"amount" numeric(40, 0) NOT NULL,
	"status" text NOT NULL,
	"ledger_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bet_cashouts_stake_check" CHECK ("bet_cashouts"."stake" > 0),
	CONSTRAINT "bet_cashouts_amount_check" CHECK ("bet_cashouts"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "market_results" (
	"event_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"specifier" text NOT NULL,
	"status" text NOT NULL,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_results_event_id_market_id_specifier_pk" PRIMARY KEY("event_id","market_id","specifier"),
	CONSTRAINT "market_results_status_check" CHECK ("market_results"."status" in ('settled', 'cancelled', 'rolled_back'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"type" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text,
	"title" text NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_object_type_check" CHECK ("notifications"."object_type" in ('bet', 'maintenance', 'bonus', 'jackpot', 'vip_bet'))
);
--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "result" text DEFAULT 'no_results' NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "settled_payout" numeric(40, 0) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "settlement_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "cashed_out_stake" numeric(40, 0) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "cashout_paid" numeric(40, 0) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bet_cashouts" ADD CONSTRAINT "bet_cashouts_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_cashouts" ADD CONSTRAINT "bet_cashouts_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_results" ADD CONSTRAINT "market_results_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bet_cashouts_bet_idx" ON "bet_cashouts" USING btree ("bet_id");--> statement-breakpoint
CREATE INDEX "notifications_player_idx" ON "notifications" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "bets_status_idx" ON "bets" USING btree ("status");--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_cashed_out_stake_check" CHECK ("bets"."cashed_out_stake" between 0 and "bets"."stake");