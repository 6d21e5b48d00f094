ALTER TABLE "reviews" ADD COLUMN "verified_purchase" boolean DEFAULT false NOT NULL;--> statement-breakpoint
DELETE FROM "reviews" AS "older" USING "reviews" AS "newer" WHERE "older"."product_id" = "newer"."product_id" AND "older"."customer_id" = "newer"."customer_id" AND "older"."id" < "newer"."id";--> statement-breakpoint
UPDATE "reviews" SET "verified_purchase" = true WHERE "customer_id" IS NOT NULL AND EXISTS (SELECT 1 FROM "order_lines" JOIN "orders" ON "orders"."id" = "order_lines"."order_id" WHERE "orders"."customer_id" = "reviews"."customer_id" AND "order_lines"."product_id" = "reviews"."product_id" AND "orders"."status" NOT IN ('cancelled', 'refunded'));--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_customer" ON "reviews" USING btree ("product_id","customer_id");
