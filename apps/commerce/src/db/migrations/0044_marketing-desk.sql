CREATE TABLE "campaign_prices" (
	"product_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"base_selling_inc_vat" integer NOT NULL,
	"set_selling_inc_vat" integer NOT NULL,
	CONSTRAINT "campaign_prices_product_id_market_id_pk" PRIMARY KEY("product_id","market_id")
);
--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "id" serial NOT NULL;
--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "initial_balance" integer;
--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "issued_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "issued_by" integer;
--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "note" text;
--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "voided_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "voided_by" integer;
--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "void_reason" text;
--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "max_uses" integer;
--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "max_uses_per_customer" integer;
--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "discount_campaigns" ADD COLUMN "kind" text DEFAULT 'PERCENTAGE' NOT NULL;
--> statement-breakpoint
ALTER TABLE "discount_campaigns" ADD COLUMN "amount_off" jsonb;
--> statement-breakpoint
ALTER TABLE "discount_campaigns" ADD COLUMN "market_id" integer;
--> statement-breakpoint
ALTER TABLE "discount_campaigns" ADD COLUMN "category_id" integer;
--> statement-breakpoint
ALTER TABLE "discount_campaigns" ADD COLUMN "brand_id" integer;
--> statement-breakpoint
ALTER TABLE "discount_campaigns" ADD COLUMN "repriced_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "discount_campaigns" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "discount_campaigns" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "campaign_prices" ADD CONSTRAINT "campaign_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "campaign_prices" ADD CONSTRAINT "campaign_prices_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_issued_by_staff_members_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_voided_by_staff_members_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "discount_campaigns" ADD CONSTRAINT "discount_campaigns_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "discount_campaigns" ADD CONSTRAINT "discount_campaigns_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "discount_campaigns" ADD CONSTRAINT "discount_campaigns_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "orders_promo_code_idx" ON "orders" USING btree ("promo_code","customer_key") WHERE "orders"."promo_code" is not null;
--> statement-breakpoint
CREATE INDEX "orders_gift_card_code_idx" ON "orders" USING btree ("gift_card_code") WHERE "orders"."gift_card_code" is not null;
--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_id_unique" UNIQUE("id");
--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_void_reason" CHECK (("gift_cards"."voided_at" is null) = ("gift_cards"."void_reason" is null));
--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_limits_positive" CHECK (("promo_codes"."max_uses" is null or "promo_codes"."max_uses" > 0) and ("promo_codes"."max_uses_per_customer" is null or "promo_codes"."max_uses_per_customer" > 0));
--> statement-breakpoint
ALTER TABLE "discount_campaigns" ADD CONSTRAINT "discount_campaigns_kind_known" CHECK ("discount_campaigns"."kind" in ('PERCENTAGE', 'FIXED_AMOUNT', 'FREE_SHIPPING'));
--> statement-breakpoint
ALTER TABLE "discount_campaigns" ADD CONSTRAINT "discount_campaigns_discount" CHECK ("discount_campaigns"."discount_bp" between 0 and 10000 and ("discount_campaigns"."kind" <> 'PERCENTAGE' or "discount_campaigns"."discount_bp" > 0) and ("discount_campaigns"."kind" <> 'FIXED_AMOUNT' or "discount_campaigns"."amount_off" is not null));
--> statement-breakpoint
ALTER TABLE "discount_campaigns" ADD CONSTRAINT "discount_campaigns_dates" CHECK ("discount_campaigns"."ends_at" is null or "discount_campaigns"."ends_at" >= "discount_campaigns"."starts_at");
--> statement-breakpoint
-- Campaigns already running priced their products when the catalog was seeded: their prices are
-- the campaigns' own, put back to the regular price when no campaign covers them any more (ADR 77).
UPDATE "discount_campaigns" SET "repriced_at" = now();
--> statement-breakpoint
INSERT INTO "campaign_prices" ("product_id", "market_id", "base_selling_inc_vat", "set_selling_inc_vat")
SELECT p."product_id", p."market_id", p."regular_inc_vat", p."selling_inc_vat" FROM "prices" p
WHERE p."selling_inc_vat" < p."regular_inc_vat"
  AND EXISTS (SELECT 1 FROM "campaign_products" cp WHERE cp."product_id" = p."product_id");
--> statement-breakpoint
UPDATE "gift_cards" SET "initial_balance" = "balance" WHERE "initial_balance" IS NULL;
