CREATE TABLE "event_models" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"model" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bets" DROP CONSTRAINT "bets_type_check";--> statement-breakpoint
ALTER TABLE "event_models" ADD CONSTRAINT "event_models_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_type_check" CHECK ("bets"."type" in ('single', 'combo', 'system', 'custom_bet'));