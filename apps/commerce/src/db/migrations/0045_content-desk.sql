CREATE TABLE "content_page_versions" (
	"page_id" integer NOT NULL,
	"version" integer NOT NULL,
	"texts" jsonb NOT NULL,
	"saved_by" integer,
	"saved_by_name" text DEFAULT '' NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"restored_from" integer,
	CONSTRAINT "content_page_versions_page_id_version_pk" PRIMARY KEY("page_id","version")
);
--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "published_version" integer;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "widgets" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "content_page_versions" ADD CONSTRAINT "content_page_versions_page_id_content_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."content_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_page_versions" ADD CONSTRAINT "content_page_versions_saved_by_staff_members_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- What the shop shows of a page published before the desk is its version 1 (ADR 78).
UPDATE "content_pages" SET "published_version" = 1 WHERE "published";--> statement-breakpoint
UPDATE "content_pages" SET "created_at" = "updated_at";
