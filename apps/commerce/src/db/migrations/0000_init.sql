CREATE TABLE "api_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"channel_id" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"alias" text NOT NULL,
	"name" text NOT NULL,
	"description" jsonb NOT NULL,
	CONSTRAINT "brands_alias_unique" UNIQUE("alias")
);
--> statement-breakpoint
CREATE TABLE "campaign_products" (
	"campaign_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "campaign_products_campaign_id_product_id_pk" PRIMARY KEY("campaign_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"alias" text NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	CONSTRAINT "categories_alias_unique" UNIQUE("alias")
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"default_market_id" integer
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"alias" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"hide_title" boolean DEFAULT false NOT NULL,
	"discount_bp" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	CONSTRAINT "discount_campaigns_alias_unique" UNIQUE("alias")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"language_code" text NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "languages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "market_languages" (
	"market_id" integer NOT NULL,
	"language_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "market_languages_market_id_language_id_pk" PRIMARY KEY("market_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_id" text NOT NULL,
	"alias" text NOT NULL,
	"country_code" text NOT NULL,
	"currency_code" text NOT NULL,
	"default_language_id" text NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"virtual" boolean DEFAULT false NOT NULL,
	"only_display_in_checkout" boolean DEFAULT false NOT NULL,
	"group_key" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "markets_alias_unique" UNIQUE("alias")
);
--> statement-breakpoint
CREATE TABLE "parameter_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parameters" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"identifier" text NOT NULL,
	"name" jsonb NOT NULL,
	"unit" text,
	CONSTRAINT "parameters_identifier_unique" UNIQUE("identifier")
);
--> statement-breakpoint
CREATE TABLE "price_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"date" date NOT NULL,
	"regular_inc_vat" integer NOT NULL,
	"regular_ex_vat" integer NOT NULL,
	"selling_inc_vat" integer NOT NULL,
	"selling_ex_vat" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"product_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"regular_inc_vat" integer NOT NULL,
	"regular_ex_vat" integer NOT NULL,
	"selling_inc_vat" integer NOT NULL,
	"selling_ex_vat" integer NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	CONSTRAINT "prices_product_id_market_id_pk" PRIMARY KEY("product_id","market_id")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"file_name" text NOT NULL,
	CONSTRAINT "product_images_product_id_position_pk" PRIMARY KEY("product_id","position")
);
--> statement-breakpoint
CREATE TABLE "product_parameters" (
	"product_id" integer NOT NULL,
	"parameter_id" integer NOT NULL,
	"value" jsonb NOT NULL,
	"show" boolean DEFAULT true NOT NULL,
	CONSTRAINT "product_parameters_product_id_parameter_id_pk" PRIMARY KEY("product_id","parameter_id")
);
--> statement-breakpoint
CREATE TABLE "product_texts" (
	"product_id" integer NOT NULL,
	"language_code" text NOT NULL,
	"name" text NOT NULL,
	"text1" text NOT NULL,
	"text2" text NOT NULL,
	"text3" text NOT NULL,
	"meta_title" text NOT NULL,
	"meta_description" text NOT NULL,
	CONSTRAINT "product_texts_product_id_language_code_pk" PRIMARY KEY("product_id","language_code")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"alias" text NOT NULL,
	"article_number" text NOT NULL,
	"brand_id" integer NOT NULL,
	"primary_category_id" integer NOT NULL,
	"variant_group" text,
	"discontinued" boolean DEFAULT false NOT NULL,
	"sold_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "products_alias_unique" UNIQUE("alias"),
	CONSTRAINT "products_article_number_unique" UNIQUE("article_number")
);
--> statement-breakpoint
CREATE TABLE "skus" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"article_number" text NOT NULL,
	"gtin" text NOT NULL,
	"position" integer NOT NULL,
	"in_stock" integer DEFAULT 0 NOT NULL,
	"oversellable" integer DEFAULT 0 NOT NULL,
	"static" integer DEFAULT 0 NOT NULL,
	"incoming" date,
	CONSTRAINT "skus_article_number_unique" UNIQUE("article_number")
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_products" ADD CONSTRAINT "campaign_products_campaign_id_discount_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."discount_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_products" ADD CONSTRAINT "campaign_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_languages" ADD CONSTRAINT "market_languages_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_languages" ADD CONSTRAINT "market_languages_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_default_language_id_languages_id_fk" FOREIGN KEY ("default_language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parameters" ADD CONSTRAINT "parameters_group_id_parameter_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."parameter_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_log" ADD CONSTRAINT "price_log_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_log" ADD CONSTRAINT "price_log_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_parameters" ADD CONSTRAINT "product_parameters_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_parameters" ADD CONSTRAINT "product_parameters_parameter_id_parameters_id_fk" FOREIGN KEY ("parameter_id") REFERENCES "public"."parameters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_texts" ADD CONSTRAINT "product_texts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_primary_category_id_categories_id_fk" FOREIGN KEY ("primary_category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_products_product_idx" ON "campaign_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "documents_product_idx" ON "documents" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "price_log_product_idx" ON "price_log" USING btree ("product_id","market_id","date");--> statement-breakpoint
CREATE INDEX "prices_market_selling_idx" ON "prices" USING btree ("market_id","selling_inc_vat");--> statement-breakpoint
CREATE INDEX "product_parameters_parameter_idx" ON "product_parameters" USING btree ("parameter_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("primary_category_id");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "skus_product_idx" ON "skus" USING btree ("product_id");