CREATE TABLE "rental_handovers" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" text NOT NULL,
	"hour_meter" integer NOT NULL,
	"fuel_percent" integer NOT NULL,
	"notes" text,
	"damage" text,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_handovers_booking_kind_unique" UNIQUE("booking_id","kind"),
	CONSTRAINT "rental_handovers_kind_known" CHECK ("rental_handovers"."kind" in ('out', 'return')),
	CONSTRAINT "rental_handovers_meter_sane" CHECK ("rental_handovers"."hour_meter" >= 0),
	CONSTRAINT "rental_handovers_fuel_percent" CHECK ("rental_handovers"."fuel_percent" between 0 and 100),
	CONSTRAINT "rental_handovers_damage_on_return" CHECK ("rental_handovers"."kind" = 'return' or "rental_handovers"."damage" is null)
);
--> statement-breakpoint
ALTER TABLE "rental_handovers" ADD CONSTRAINT "rental_handovers_booking_id_rental_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."rental_bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_handovers" ADD CONSTRAINT "rental_handovers_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;