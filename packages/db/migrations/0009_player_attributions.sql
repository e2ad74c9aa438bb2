CREATE TABLE "player_attributions" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"ctag" text,
	"btag" text,
	"stag" text,
	"qtag" text,
	"gclid" text,
	"device_id" text,
	"sign_up_country" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_attributions" ADD CONSTRAINT "player_attributions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;