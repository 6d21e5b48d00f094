CREATE TABLE "rental_delivery_zones" (
	"depot_id" integer NOT NULL,
	"zip_prefix" text NOT NULL,
	"market_id" integer NOT NULL,
	"price_inc_vat" integer,
	CONSTRAINT "rental_delivery_zones_depot_id_zip_prefix_market_id_pk" PRIMARY KEY("depot_id","zip_prefix","market_id"),
	CONSTRAINT "rental_delivery_zones_prefix_digits" CHECK ("rental_delivery_zones"."zip_prefix" ~ '^[1-9][0-9]{0,4}$'),
	CONSTRAINT "rental_delivery_zones_price_not_negative" CHECK ("rental_delivery_zones"."price_inc_vat" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "rental_delivery_zip" text;--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD COLUMN "delivery_zip" text;--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD COLUMN "delivery_inc_vat" integer;--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD COLUMN "delivery_ex_vat" integer;--> statement-breakpoint
ALTER TABLE "rental_delivery_zones" ADD CONSTRAINT "rental_delivery_zones_depot_id_depots_id_fk" FOREIGN KEY ("depot_id") REFERENCES "public"."depots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_delivery_zones" ADD CONSTRAINT "rental_delivery_zones_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_delivery_zip_digits" CHECK ("cart_lines"."rental_delivery_zip" ~ '^[1-9][0-9]{4}$');--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_delivery_priced" CHECK (("rental_bookings"."delivery_zip" is null) = ("rental_bookings"."delivery_inc_vat" is null) and ("rental_bookings"."delivery_inc_vat" is null) = ("rental_bookings"."delivery_ex_vat" is null));