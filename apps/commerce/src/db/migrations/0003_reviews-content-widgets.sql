CREATE TABLE "content_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"alias" text NOT NULL,
	"title" jsonb NOT NULL,
	"meta_description" jsonb NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_alias_unique" UNIQUE("alias")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"author" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"language_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "widgets" (
	"id" serial PRIMARY KEY NOT NULL,
	"family" text NOT NULL,
	"area_name" text NOT NULL,
	"page_alias" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"layout" text DEFAULT 'full' NOT NULL,
	"name" text NOT NULL,
	"configuration" jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "widgets_area_idx" ON "widgets" USING btree ("family","area_name","page_alias","position");