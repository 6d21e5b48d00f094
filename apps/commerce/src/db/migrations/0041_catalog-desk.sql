ALTER TABLE "product_texts" ADD COLUMN "translated" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Every product's Swedish name in lower case, before its indexes are built.
UPDATE "products" SET "name_key" = lower(t."name") FROM "product_texts" t WHERE t."product_id" = "products"."id" AND t."language_code" = 'sv';--> statement-breakpoint
CREATE INDEX "products_name_key_idx" ON "products" USING btree ("name_key","id");--> statement-breakpoint
CREATE INDEX "products_category_name_idx" ON "products" USING btree ("primary_category_id","name_key","id");--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("primary_category_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_brand_name_idx" ON "products" USING btree ("brand_id","name_key","id");--> statement-breakpoint
CREATE INDEX "products_brand_created_idx" ON "products" USING btree ("brand_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_unpublished_name_idx" ON "products" USING btree ("name_key","id") WHERE not "products"."published";--> statement-breakpoint
CREATE INDEX "products_unpublished_created_idx" ON "products" USING btree ("created_at","id") WHERE not "products"."published";--> statement-breakpoint
CREATE INDEX "products_name_key_trgm_idx" ON "products" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_article_number_trgm_idx" ON "products" USING gin (lower("article_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "skus_article_number_trgm_idx" ON "skus" USING gin (lower("article_number") gin_trgm_ops);--> statement-breakpoint
-- Statistics of the new columns and index expressions, which PGlite (no autovacuum) has only when asked.
ANALYZE "products";--> statement-breakpoint
ANALYZE "skus";