CREATE TABLE "jackpot_hits" (
	"id" text PRIMARY KEY NOT NULL,
	"jackpot_id" text NOT NULL,
	"level_id" text NOT NULL,
	"cycle" integer NOT NULL,
	"player_id" integer NOT NULL,
	"bet_id" text,
	"amount" numeric(40, 0) NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"commit_hash" text NOT NULL,
	"server_seed" text NOT NULL,
	"hit_point" numeric(40, 0) NOT NULL,
	"ledger_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"seen_at" timestamp with time zone,
	CONSTRAINT "jackpot_hits_status_check" CHECK ("jackpot_hits"."status" in ('approved', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "jackpot_levels" (
	"id" text PRIMARY KEY NOT NULL,
	"jackpot_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"seed_amount" numeric(40, 0) NOT NULL,
	"must_hit_by" numeric(40, 0) NOT NULL,
	"contribution_ppm" integer NOT NULL,
	"cycle" integer DEFAULT 0 NOT NULL,
	"server_seed" text NOT NULL,
	"commit_hash" text NOT NULL,
	"hit_point" numeric(40, 0) NOT NULL,
	CONSTRAINT "jackpot_levels_rule_check" CHECK ("jackpot_levels"."must_hit_by" > "jackpot_levels"."seed_amount")
);
--> statement-breakpoint
CREATE TABLE "jackpots" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpots_status_check" CHECK ("jackpots"."status" in ('created', 'active', 'paused', 'finished', 'disabled'))
);
--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_kind_check";--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "used_in_jackpot" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD CONSTRAINT "jackpot_hits_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."jackpots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD CONSTRAINT "jackpot_hits_level_id_jackpot_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."jackpot_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD CONSTRAINT "jackpot_hits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD CONSTRAINT "jackpot_hits_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_levels" ADD CONSTRAINT "jackpot_levels_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."jackpots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_hits_level_cycle_unique" ON "jackpot_hits" USING btree ("level_id","cycle");--> statement-breakpoint
CREATE INDEX "jackpot_hits_jackpot_idx" ON "jackpot_hits" USING btree ("jackpot_id","created_at");--> statement-breakpoint
CREATE INDEX "jackpot_hits_player_idx" ON "jackpot_hits" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_levels_code_unique" ON "jackpot_levels" USING btree ("jackpot_id","code");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_kind_check" CHECK ("accounts"."kind" in ('player', 'house', 'payments', 'withdrawals', 'jackpot'));