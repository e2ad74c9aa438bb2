CREATE TABLE "content_pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site" text NOT NULL,
	"path" text NOT NULL,
	"locale" text NOT NULL,
	"draft" jsonb NOT NULL,
	"draft_updated_at" timestamp with time zone NOT NULL,
	"published" jsonb,
	"published_version" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"updated_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_site_path_locale_key" UNIQUE("site","path","locale")
);
