CREATE TABLE "embed_players" (
	"host" text NOT NULL,
	"external_id" text NOT NULL,
	"player_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "embed_players_host_external_id_pk" PRIMARY KEY("host","external_id"),
	CONSTRAINT "embed_players_player_id_unique" UNIQUE("player_id")
);
--> statement-breakpoint
CREATE TABLE "embed_token_nonces" (
	"host" text NOT NULL,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "embed_token_nonces_host_nonce_pk" PRIMARY KEY("host","nonce")
);
--> statement-breakpoint
ALTER TABLE "embed_players" ADD CONSTRAINT "embed_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "embed_token_nonces_expires_at_idx" ON "embed_token_nonces" USING btree ("expires_at");