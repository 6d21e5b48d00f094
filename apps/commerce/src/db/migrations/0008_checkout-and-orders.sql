CREATE TABLE "checkouts" (
	"cart_id" uuid PRIMARY KEY NOT NULL,
	"customer_type" text DEFAULT 'PERSON' NOT NULL,
	"email" text,
	"identity_number" text,
	"billing_address" jsonb,
	"shipping_address" jsonb,
	"message" text,
	"shipping_id" integer,
	"pickup_point" text,
	"payment_id" integer,
	"accepted_consents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"desired_delivery_date" date,
	"customer_order_number" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkouts_customer_type_known" CHECK ("checkouts"."customer_type" in ('PERSON', 'ORGANIZATION'))
);
--> statement-breakpoint
CREATE TABLE "invoice_customers" (
	"customer_key" text PRIMARY KEY NOT NULL,
	"credit_limit" integer,
	"blocked" boolean DEFAULT false NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "pickup_points" (
	"id" text PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"name" text NOT NULL,
	"address_line1" text NOT NULL,
	"zip" text NOT NULL,
	"city" text NOT NULL,
	"zip_number" integer NOT NULL,
	"opening_hours" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"article_number" text NOT NULL,
	"name" text NOT NULL,
	"sku_name" text NOT NULL,
	"brand_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"message" text,
	"unit_price" jsonb NOT NULL,
	"line_totals" jsonb NOT NULL,
	"total_inc_vat" integer NOT NULL,
	"total_ex_vat" integer NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"applied_campaigns" jsonb NOT NULL,
	"backordered_quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_lines_order_id_position_pk" PRIMARY KEY("order_id","position"),
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_mails" (
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "order_mails_order_id_kind_pk" PRIMARY KEY("order_id","kind")
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"amount" integer NOT NULL,
	"due_on" date,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" uuid NOT NULL,
	"cart_id" uuid NOT NULL,
	"channel_id" text NOT NULL,
	"market_id" integer NOT NULL,
	"language_code" text NOT NULL,
	"currency_code" text NOT NULL,
	"status" text NOT NULL,
	"customer_type" text NOT NULL,
	"customer_key" text NOT NULL,
	"email" text NOT NULL,
	"identity_number" text NOT NULL,
	"billing_address" jsonb NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"message" text,
	"customer_order_number" text,
	"desired_delivery_date" date,
	"shipping_id" integer NOT NULL,
	"shipping_name" text NOT NULL,
	"pickup_point" jsonb,
	"shipping_fee_inc_vat" integer NOT NULL,
	"shipping_fee_ex_vat" integer NOT NULL,
	"item_value_inc_vat" integer NOT NULL,
	"item_value_ex_vat" integer NOT NULL,
	"discount_inc_vat" integer NOT NULL,
	"discount_ex_vat" integer NOT NULL,
	"order_value_inc_vat" integer NOT NULL,
	"order_value_ex_vat" integer NOT NULL,
	"from_balance_inc_vat" integer NOT NULL,
	"total_inc_vat" integer NOT NULL,
	"total_ex_vat" integer NOT NULL,
	"totals" jsonb NOT NULL,
	"promo_code" text,
	"promo_state" text NOT NULL,
	"gift_card_code" text,
	"applied_campaigns" jsonb NOT NULL,
	"payment_id" integer NOT NULL,
	"payment_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "orders_cart_id_unique" UNIQUE("cart_id"),
	CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('pending', 'pending-payment', 'backorder', 'partial', 'inactive', 'on-hold', 'cancelled', 'out-of-stock', 'completed', 'refunded')),
	CONSTRAINT "orders_amounts_not_negative" CHECK ("orders"."total_inc_vat" >= 0 and "orders"."from_balance_inc_vat" >= 0)
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD CONSTRAINT "pickup_points_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_mails" ADD CONSTRAINT "order_mails_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pickup_points_country_zip_idx" ON "pickup_points" USING btree ("country_code","zip_number");--> statement-breakpoint
CREATE INDEX "order_mails_due_idx" ON "order_mails" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "orders_customer_key_idx" ON "orders" USING btree ("customer_key");--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree ("email");--> statement-breakpoint
ALTER SEQUENCE "orders_id_seq" RESTART WITH 100001;
