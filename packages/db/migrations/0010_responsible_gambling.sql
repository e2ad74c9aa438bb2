CREATE TABLE "player_limit_counters" (
	"player_id" integer NOT NULL,
	"metric" text NOT NULL,
	"period" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"used" numeric(40, 0) NOT NULL,
	CONSTRAINT "player_limit_counters_player_id_metric_period_period_start_pk" PRIMARY KEY("player_id","metric","period","period_start")
);
--> statement-breakpoint
CREATE TABLE "rg_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rg_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"limit_type" text NOT NULL,
	"old_value" jsonb,
	"new_value" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_limits" ADD COLUMN "period_name" text;--> statement-breakpoint
ALTER TABLE "player_limits" ADD COLUMN "replaces_id" integer;--> statement-breakpoint
ALTER TABLE "player_limits" ADD COLUMN "effective_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "player_limits" ADD COLUMN "confirm_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_limits" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "marketing_allowed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "show_deposit_reminder" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sportsbook_sessions" ADD COLUMN "reality_check_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sportsbook_sessions" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sportsbook_sessions" ADD COLUMN "end_reason" text;--> statement-breakpoint
CREATE FUNCTION "rg_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'rg_audit is append-only: % refused', TG_OP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "rg_audit_no_update_delete" BEFORE UPDATE OR DELETE ON "rg_audit"
  FOR EACH ROW EXECUTE FUNCTION "rg_audit_append_only"();
--> statement-breakpoint
CREATE INDEX "rg_audit_player_idx" ON "rg_audit" ("player_id", "id");
--> statement-breakpoint
CREATE INDEX "sportsbook_sessions_player_started_idx" ON "sportsbook_sessions" ("player_id", "started_at");
