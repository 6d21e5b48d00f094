CREATE TABLE "cart_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"alias" text NOT NULL,
	"name" jsonb NOT NULL,
	"hide_title" boolean DEFAULT false NOT NULL,
	"kind" text NOT NULL,
	"category_id" integer,
	"buy_quantity" integer,
	"pay_quantity" integer,
	"discount_bp" integer,
	"min_items" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	CONSTRAINT "cart_campaigns_alias_unique" UNIQUE("alias"),
	CONSTRAINT "cart_campaigns_kind_known" CHECK ("cart_campaigns"."kind" in ('QUANTITY_PRICE', 'CART_DISCOUNT')),
	CONSTRAINT "cart_campaigns_quantity_price" CHECK ("cart_campaigns"."kind" <> 'QUANTITY_PRICE' or ("cart_campaigns"."buy_quantity" > "cart_campaigns"."pay_quantity" and "cart_campaigns"."pay_quantity" > 0))
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"cart_id" uuid NOT NULL,
	"sku_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"message" text,
	"added_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "cart_lines_cart_id_sku_id_pk" PRIMARY KEY("cart_id","sku_id"),
	CONSTRAINT "cart_lines_quantity_positive" CHECK ("cart_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"channel_id" text NOT NULL,
	"market_id" integer NOT NULL,
	"promo_code" text,
	"gift_card_code" text,
	"external_shipping_fee_inc_vat" integer,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"code" text PRIMARY KEY NOT NULL,
	"currency_code" text NOT NULL,
	"balance" integer NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "gift_cards_balance_not_negative" CHECK ("gift_cards"."balance" >= 0),
	CONSTRAINT "gift_cards_upper_case" CHECK ("gift_cards"."code" = upper("gift_cards"."code"))
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"kind" text NOT NULL,
	"discount_bp" integer,
	"amount_off" jsonb,
	"minimum_order" jsonb,
	"required_brand_id" integer,
	"hide_title" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	CONSTRAINT "promo_codes_kind_known" CHECK ("promo_codes"."kind" in ('PERCENTAGE', 'FIXED_AMOUNT', 'FREE_SHIPPING')),
	CONSTRAINT "promo_codes_upper_case" CHECK ("promo_codes"."code" = upper("promo_codes"."code"))
);
--> statement-breakpoint
ALTER TABLE "cart_campaigns" ADD CONSTRAINT "cart_campaigns_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_required_brand_id_brands_id_fk" FOREIGN KEY ("required_brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_campaigns_category_idx" ON "cart_campaigns" USING btree ("category_id");