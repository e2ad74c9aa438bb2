CREATE TABLE "favourites" (
	"player_id" integer NOT NULL,
	"type" text NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_player_id_type_item_id_pk" PRIMARY KEY("player_id","type","item_id"),
	CONSTRAINT "favourites_type_check" CHECK ("favourites"."type" in ('match', 'tournament'))
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"player_id" integer,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_channel_check" CHECK ("outbox"."channel" in ('email', 'sms'))
);
--> statement-breakpoint
CREATE TABLE "player_limits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_limits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"amount" numeric(40, 0),
	"currency" text,
	"period_seconds" integer,
	"bets_sum" numeric(40, 0) DEFAULT 0 NOT NULL,
	"wins_sum" numeric(40, 0) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_settings" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"stakes" jsonb,
	"auto_accept_odds_change" text,
	"odds_type" text,
	"push_subscription" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_tokens_purpose_check" CHECK ("player_tokens"."purpose" in ('confirmation', 'reset_password', 'unlock', 'phone'))
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "players_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"country_code" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"first_name" text,
	"last_name" text,
	"nickname" text,
	"mobile_phone" text,
	"phone_country" text,
	"phone_verified_at" timestamp with time zone,
	"statuses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quick_deposit" boolean DEFAULT false NOT NULL,
	"sportsbook_allowed" boolean DEFAULT true NOT NULL,
	"comp_points" integer DEFAULT 0 NOT NULL,
	"confirmed_at" timestamp with time zone,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "players_email_unique" UNIQUE("email"),
	CONSTRAINT "players_failed_attempts_check" CHECK ("players"."failed_attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sportsbook_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_active_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"player_id" integer,
	"currency" text NOT NULL,
	"balance" numeric(40, 0) DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_kind_check" CHECK ("accounts"."kind" in ('player', 'house', 'payments')),
	CONSTRAINT "accounts_currency_check" CHECK ("accounts"."currency" in ('EUR', 'USD', 'GBP', 'BRL', 'CAD', 'BTC', 'ETH', 'USDT')),
	CONSTRAINT "accounts_player_balance_check" CHECK ("accounts"."kind" <> 'player' or "accounts"."balance" >= 0),
	CONSTRAINT "accounts_owner_check" CHECK (("accounts"."kind" = 'player') = ("accounts"."player_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" text PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(40, 0) NOT NULL,
	"outcome" text NOT NULL,
	"status" text NOT NULL,
	"quick" boolean DEFAULT false NOT NULL,
	"return_url" text NOT NULL,
	"resolve_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"ledger_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_amount_check" CHECK ("deposits"."amount" > 0),
	CONSTRAINT "deposits_status_check" CHECK ("deposits"."status" in ('pending', 'success', 'error'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"player_id" integer NOT NULL,
	"key" text NOT NULL,
	"scope" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_player_id_scope_key_pk" PRIMARY KEY("player_id","scope","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(40, 0) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_limits" ADD CONSTRAINT "player_limits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_settings" ADD CONSTRAINT "player_settings_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_tokens" ADD CONSTRAINT "player_tokens_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_sessions" ADD CONSTRAINT "sportsbook_sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox" USING btree ("recipient","id");--> statement-breakpoint
CREATE INDEX "outbox_player_channel_idx" ON "outbox" USING btree ("player_id","channel","created_at");--> statement-breakpoint
CREATE INDEX "player_limits_player_idx" ON "player_limits" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_tokens_hash_unique" ON "player_tokens" USING btree ("purpose","token_hash");--> statement-breakpoint
CREATE INDEX "player_tokens_player_idx" ON "player_tokens" USING btree ("player_id","purpose");--> statement-breakpoint
CREATE INDEX "sessions_player_idx" ON "sessions" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "sportsbook_sessions_player_idx" ON "sportsbook_sessions" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_player_currency_unique" ON "accounts" USING btree ("player_id","currency") WHERE "accounts"."player_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_player_active_unique" ON "accounts" USING btree ("player_id") WHERE "accounts"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_system_unique" ON "accounts" USING btree ("kind","currency") WHERE "accounts"."player_id" is null;--> statement-breakpoint
CREATE INDEX "deposits_player_idx" ON "deposits" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "deposits_pending_idx" ON "deposits" USING btree ("resolve_at") WHERE "deposits"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_reference_unique" ON "ledger_transactions" USING btree ("kind","reference");--> statement-breakpoint
-- Hand-written: the ledger is append-only (DESIGN §4); corrections are new transactions.
CREATE FUNCTION "ledger_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_update_or_delete" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_entries_append_only"();--> statement-breakpoint
-- The other side of every player entry: one house and one payments account per currency.
INSERT INTO "accounts" ("kind", "currency")
  SELECT kind, currency
  FROM (VALUES ('house'), ('payments')) AS kinds(kind),
       (VALUES ('EUR'), ('USD'), ('GBP'), ('BRL'), ('CAD'), ('BTC'), ('ETH'), ('USDT')) AS currencies(currency);
