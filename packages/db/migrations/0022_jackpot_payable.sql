ALTER TABLE "accounts" DROP CONSTRAINT "accounts_kind_check";--> statement-breakpoint
ALTER TABLE "players" DROP COLUMN "comp_points";--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_kind_check" CHECK ("accounts"."kind" in ('player', 'house', 'payments', 'withdrawals', 'jackpot', 'jackpot_payable', 'bonus'));