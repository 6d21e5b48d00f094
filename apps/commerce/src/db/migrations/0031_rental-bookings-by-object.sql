ALTER TABLE "rental_units" ADD CONSTRAINT "rental_units_id_product_unique" UNIQUE("id","product_id");--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_unit_product_fk" FOREIGN KEY ("unit_id","product_id") REFERENCES "public"."rental_units"("id","product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rental_bookings_product_blocked_idx" ON "rental_bookings" USING gist ("product_id","blocked") WHERE "rental_bookings"."state" in ('held', 'confirmed', 'out', 'maintenance');
