ALTER TABLE "cart_lines" ADD COLUMN "rental_damage_waiver" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD COLUMN "damage_waiver_inc_vat" integer;--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD COLUMN "damage_waiver_ex_vat" integer;--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_damage_waiver_priced" CHECK (("rental_bookings"."damage_waiver_inc_vat" is null) = ("rental_bookings"."damage_waiver_ex_vat" is null));