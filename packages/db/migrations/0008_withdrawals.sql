-- Withdrawals (issue 16 §3, decision 028): the withdrawal rows and a withdrawals reserve account per currency.

CREATE TABLE "withdrawals" (
	"id" text PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(40, 0) NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text NOT NULL,
	"demo_outcome" text DEFAULT 'paid' NOT NULL,
	"resolve_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"ledger_transaction_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_amount_check" CHECK ("withdrawals"."amount" > 0),
	CONSTRAINT "withdrawals_status_check" CHECK ("withdrawals"."status" in ('pending', 'paid', 'failed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_kind_check";--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawals_player_idx" ON "withdrawals" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_provider_reference_idx" ON "withdrawals" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE INDEX "withdrawals_pending_idx" ON "withdrawals" USING btree ("resolve_at") WHERE "withdrawals"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_kind_check" CHECK ("accounts"."kind" in ('player', 'house', 'payments', 'withdrawals'));--> statement-breakpoint
-- What pending withdrawals reserve (decision 028): one withdrawals account per currency.
INSERT INTO "accounts" ("kind", "currency")
  SELECT 'withdrawals', currency
  FROM (VALUES ('EUR'), ('USD'), ('GBP'), ('BRL'), ('CAD'), ('BTC'), ('ETH'), ('USDT')) AS currencies(currency);
