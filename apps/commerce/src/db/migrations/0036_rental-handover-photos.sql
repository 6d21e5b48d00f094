CREATE TABLE "rental_handover_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_handover_photos_type_known" CHECK ("rental_handover_photos"."content_type" in ('image/jpeg', 'image/png', 'image/webp')),
	CONSTRAINT "rental_handover_photos_size" CHECK ("rental_handover_photos"."size_bytes" = octet_length("rental_handover_photos"."bytes") and "rental_handover_photos"."size_bytes" between 1 and 5242880)
);
--> statement-breakpoint
ALTER TABLE "rental_handover_photos" ADD CONSTRAINT "rental_handover_photos_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_handover_photos" ADD CONSTRAINT "rental_handover_photos_handover_fk" FOREIGN KEY ("booking_id","kind") REFERENCES "public"."rental_handovers"("booking_id","kind") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rental_handover_photos_booking_idx" ON "rental_handover_photos" USING btree ("booking_id","kind");