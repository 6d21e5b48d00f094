CREATE TABLE "scheduled_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"selling_inc_vat" integer NOT NULL,
	"regular_inc_vat" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"settled_by" integer,
	CONSTRAINT "scheduled_prices_amounts" CHECK ("scheduled_prices"."selling_inc_vat" > 0 and "scheduled_prices"."regular_inc_vat" >= "scheduled_prices"."selling_inc_vat"),
	CONSTRAINT "scheduled_prices_state_known" CHECK ("scheduled_prices"."state" in ('pending', 'applied', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "scheduled_prices" ADD CONSTRAINT "scheduled_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_prices" ADD CONSTRAINT "scheduled_prices_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_prices" ADD CONSTRAINT "scheduled_prices_created_by_staff_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_prices" ADD CONSTRAINT "scheduled_prices_settled_by_staff_members_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scheduled_prices_due_idx" ON "scheduled_prices" USING btree ("starts_at") WHERE "scheduled_prices"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "scheduled_prices_product_idx" ON "scheduled_prices" USING btree ("product_id","market_id","starts_at");--> statement-breakpoint
CREATE INDEX "product_texts_name_trgm_idx" ON "product_texts" USING gin (lower("name") gin_trgm_ops) WHERE "product_texts"."language_code" in ('sv', 'en');--> statement-breakpoint
CREATE INDEX "skus_gtin_prefix_idx" ON "skus" USING btree ("gtin" text_pattern_ops);--> statement-breakpoint
-- Statistics of the new index expressions, which PGlite (no autovacuum) has only when asked.
ANALYZE "product_texts";