CREATE TABLE "fx_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fx_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"currency" text NOT NULL,
	"per_eur" numeric(30, 18) NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fx_rates_per_eur_check" CHECK ("fx_rates"."per_eur" > 0),
	CONSTRAINT "fx_rates_currency_check" CHECK ("fx_rates"."currency" in ('USD', 'GBP', 'BRL', 'CAD', 'BTC', 'ETH', 'USDT'))
);
--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_kind_check";--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD COLUMN "amount_in_eur" numeric(40, 0);--> statement-breakpoint
CREATE UNIQUE INDEX "fx_rates_currency_from_unique" ON "fx_rates" USING btree ("currency","effective_from");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_kind_check" CHECK ("accounts"."kind" in ('player', 'house', 'payments', 'withdrawals', 'jackpot', 'jackpot_payable', 'bonus', 'fx_position'));--> statement-breakpoint
-- Hits recorded before rates existed: an EUR hit's EUR amount is its amount (FX-005).
UPDATE "jackpot_hits" SET "amount_in_eur" = "amount" WHERE "currency" = 'EUR';