ALTER TABLE "checkouts" ADD COLUMN "writer_digest" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "writer_customer_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_digest" text;