CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"order_id" integer NOT NULL,
	"staff_id" integer,
	"reason" text NOT NULL,
	"lines" jsonb NOT NULL,
	"amount_inc_vat" integer NOT NULL,
	"amount_ex_vat" integer NOT NULL,
	"vats" jsonb NOT NULL,
	"to_invoice_inc_vat" integer NOT NULL,
	"to_account_balance_inc_vat" integer NOT NULL,
	"to_gift_card_inc_vat" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number"),
	CONSTRAINT "credit_notes_amount_not_negative" CHECK ("credit_notes"."amount_inc_vat" >= 0 and "credit_notes"."amount_ex_vat" >= 0),
	CONSTRAINT "credit_notes_paid_back_whole" CHECK ("credit_notes"."to_invoice_inc_vat" + "credit_notes"."to_account_balance_inc_vat" + "credit_notes"."to_gift_card_inc_vat" = "credit_notes"."amount_inc_vat")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"staff_id" integer,
	"body" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "order_events_kind_known" CHECK ("order_events"."kind" in ('placed', 'stage', 'mail-queued', 'mail-sent', 'note', 'credit'))
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "from_stock_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "restocked_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "credited_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stage" text DEFAULT 'placed' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credited_inc_vat" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credited_ex_vat" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card_returned_inc_vat" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "account_balance_returned_inc_vat" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(email || ' ' || identity_number || ' ' || coalesce(billing_address->>'firstName', '') || ' ' || coalesce(billing_address->>'lastName', '') || ' ' || coalesce(billing_address->>'company', ''))) STORED;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_order_idx" ON "credit_notes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","at","id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_stage_created_idx" ON "orders" USING btree ("stage","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_taken_within_quantity" CHECK ("order_lines"."from_stock_quantity" >= 0 and "order_lines"."from_stock_quantity" + "order_lines"."backordered_quantity" <= "order_lines"."quantity");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_restocked_within_quantity" CHECK ("order_lines"."restocked_quantity" between 0 and "order_lines"."quantity");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_credited_within_quantity" CHECK ("order_lines"."credited_quantity" between 0 and "order_lines"."quantity");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_stage_known" CHECK ("orders"."stage" in ('placed', 'confirmed', 'picking', 'shipped', 'delivered', 'cancelled', 'returned', 'credited'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_credited_within_value" CHECK ("orders"."credited_inc_vat" between 0 and "orders"."order_value_inc_vat" and "orders"."credited_ex_vat" between 0 and "orders"."order_value_ex_vat");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_returns_within_draws" CHECK ("orders"."account_balance_returned_inc_vat" between 0 and "orders"."from_account_balance_inc_vat" and "orders"."gift_card_returned_inc_vat" between 0 and "orders"."from_balance_inc_vat" - "orders"."from_account_balance_inc_vat");--> statement-breakpoint
-- The stage from the platform's status the order had: received is placed, processing confirmed.
UPDATE "orders" SET "stage" = CASE
	WHEN "status" IN ('partial', 'inactive', 'on-hold') THEN 'confirmed'
	WHEN "status" IN ('cancelled', 'out-of-stock') THEN 'cancelled'
	WHEN "status" = 'completed' THEN 'delivered'
	WHEN "status" = 'refunded' THEN 'credited'
	ELSE 'placed'
END;--> statement-breakpoint
-- Units beyond the supplier's came from our own stock (always-available stock was not told apart then).
UPDATE "order_lines" SET "from_stock_quantity" = "quantity" - "backordered_quantity";--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "at", "kind") SELECT "id", "created_at", 'placed' FROM "orders";--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "at", "kind", "data")
	SELECT "order_id", "sent_at", 'mail-sent', jsonb_build_object('mail', "kind") FROM "order_mails" WHERE "state" = 'sent' AND "sent_at" IS NOT NULL;
