-- Demo mailbox bindings and payment-provider references (docs/decisions/021).
CREATE TABLE "demo_mailbox_bindings" (
	"key_hash" text NOT NULL,
	"player_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_mailbox_bindings_key_hash_player_id_pk" PRIMARY KEY("key_hash","player_id")
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "provider" text DEFAULT 'demo' NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "provider_reference" text;--> statement-breakpoint
ALTER TABLE "demo_mailbox_bindings" ADD CONSTRAINT "demo_mailbox_bindings_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demo_mailbox_bindings_player_idx" ON "demo_mailbox_bindings" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_provider_reference_idx" ON "deposits" USING btree ("provider","provider_reference");--> statement-breakpoint
-- Deposits made before providers had references: the demo provider's reference is the deposit id.
UPDATE "deposits" SET "provider_reference" = "id" WHERE "provider_reference" IS NULL;
