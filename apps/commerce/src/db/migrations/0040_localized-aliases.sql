CREATE TABLE "product_former_aliases" (
	"alias" text PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_page_aliases" (
	"page_id" integer NOT NULL,
	"language_code" text NOT NULL,
	"alias" text NOT NULL,
	CONSTRAINT "content_page_aliases_alias_language_code_pk" PRIMARY KEY("alias","language_code")
);
--> statement-breakpoint
CREATE TABLE "content_page_former_aliases" (
	"alias" text PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_texts" ADD COLUMN "alias" text;--> statement-breakpoint
ALTER TABLE "product_former_aliases" ADD CONSTRAINT "product_former_aliases_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_page_aliases" ADD CONSTRAINT "content_page_aliases_page_id_content_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."content_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_page_former_aliases" ADD CONSTRAINT "content_page_former_aliases_page_id_content_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."content_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_former_aliases_product_idx" ON "product_former_aliases" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_page_aliases_page_language_idx" ON "content_page_aliases" USING btree ("page_id","language_code");--> statement-breakpoint
CREATE UNIQUE INDEX "product_texts_alias_idx" ON "product_texts" USING btree ("alias","language_code");