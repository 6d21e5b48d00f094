CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_id" integer NOT NULL,
	"parent_id" integer,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"url" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"label" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"target_blank" boolean DEFAULT false NOT NULL,
	CONSTRAINT "menu_items_type" CHECK ("menu_items"."type" in ('category', 'brand', 'page', 'custom'))
);
--> statement-breakpoint
CREATE TABLE "menu_locations" (
	"id" text PRIMARY KEY NOT NULL,
	"menu_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_parent_id_menu_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menu_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_locations" ADD CONSTRAINT "menu_locations_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_items_menu_idx" ON "menu_items" USING btree ("menu_id","position");