CREATE TABLE "depots" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"zip" text NOT NULL,
	"city" text NOT NULL,
	"country_code" text NOT NULL,
	"phone" text NOT NULL,
	"handover_time" text DEFAULT '07:00' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"state" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"blocked" "tstzrange" NOT NULL,
	"cart_id" uuid,
	"hold_expires_at" timestamp with time zone,
	"order_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_bookings_state_known" CHECK ("rental_bookings"."state" in ('held', 'confirmed', 'out', 'returned', 'cancelled', 'expired', 'maintenance')),
	CONSTRAINT "rental_bookings_dates_ordered" CHECK ("rental_bookings"."from_date" < "rental_bookings"."to_date"),
	CONSTRAINT "rental_bookings_hold_expires" CHECK ("rental_bookings"."state" <> 'held' or "rental_bookings"."hold_expires_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "rental_objects" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"depot_id" integer NOT NULL,
	"minimum_days" integer DEFAULT 1 NOT NULL,
	"turnaround_hours" integer DEFAULT 0 NOT NULL,
	"damage_waiver_bp" integer,
	CONSTRAINT "rental_objects_minimum_positive" CHECK ("rental_objects"."minimum_days" >= 1),
	CONSTRAINT "rental_objects_turnaround_sane" CHECK ("rental_objects"."turnaround_hours" between 0 and 336),
	CONSTRAINT "rental_objects_waiver_sane" CHECK ("rental_objects"."damage_waiver_bp" between 1 and 10000)
);
--> statement-breakpoint
CREATE TABLE "rental_prices" (
	"product_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"customer_type" text NOT NULL,
	"day_inc_vat" integer NOT NULL,
	"weekend_inc_vat" integer NOT NULL,
	"week_inc_vat" integer NOT NULL,
	"deposit_inc_vat" integer DEFAULT 0 NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	CONSTRAINT "rental_prices_product_id_market_id_customer_type_pk" PRIMARY KEY("product_id","market_id","customer_type"),
	CONSTRAINT "rental_prices_type_known" CHECK ("rental_prices"."customer_type" in ('PERSON', 'ORGANIZATION')),
	CONSTRAINT "rental_prices_positive" CHECK ("rental_prices"."day_inc_vat" > 0 and "rental_prices"."weekend_inc_vat" > 0 and "rental_prices"."week_inc_vat" > 0 and "rental_prices"."deposit_inc_vat" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rental_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"serial_number" text NOT NULL,
	"hour_meter" integer DEFAULT 0 NOT NULL,
	"depot_id" integer NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "rental_units_serial_number_unique" UNIQUE("serial_number")
);
--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_unit_id_rental_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."rental_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_product_id_rental_objects_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."rental_objects"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_objects" ADD CONSTRAINT "rental_objects_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_objects" ADD CONSTRAINT "rental_objects_depot_id_depots_id_fk" FOREIGN KEY ("depot_id") REFERENCES "public"."depots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_prices" ADD CONSTRAINT "rental_prices_product_id_rental_objects_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."rental_objects"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_prices" ADD CONSTRAINT "rental_prices_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_units" ADD CONSTRAINT "rental_units_product_id_rental_objects_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."rental_objects"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_units" ADD CONSTRAINT "rental_units_depot_id_depots_id_fk" FOREIGN KEY ("depot_id") REFERENCES "public"."depots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rental_bookings_product_from_idx" ON "rental_bookings" USING btree ("product_id","from_date");--> statement-breakpoint
CREATE INDEX "rental_bookings_cart_idx" ON "rental_bookings" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "rental_bookings_order_idx" ON "rental_bookings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "rental_units_product_idx" ON "rental_units" USING btree ("product_id","id");--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_no_overlap" EXCLUDE USING gist ("unit_id" WITH =, "blocked" WITH &&) WHERE ("state" IN ('held', 'confirmed', 'out', 'maintenance'));
