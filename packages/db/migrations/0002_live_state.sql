CREATE TABLE "producers" (
	"provider" text PRIMARY KEY NOT NULL,
	"up" boolean DEFAULT true NOT NULL,
	"last_alive_at" timestamp with time zone,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "live" jsonb;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;