CREATE TABLE "product_search" (
	"product_id" integer NOT NULL,
	"language_code" text NOT NULL,
	"document" "tsvector" NOT NULL,
	CONSTRAINT "product_search_language_code_product_id_pk" PRIMARY KEY("language_code","product_id")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"language_code" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_language_code_word_pk" PRIMARY KEY("language_code","word")
);
--> statement-breakpoint
DROP INDEX "product_texts_search_idx";--> statement-breakpoint
DROP INDEX "product_texts_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_document_idx" ON "product_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "product_texts" DROP COLUMN "search";--> statement-breakpoint
INSERT INTO "product_search" ("product_id", "language_code", "document")
SELECT product_id, language_code,
  setweight(to_tsvector(CASE language_code WHEN 'sv' THEN 'swedish'::regconfig WHEN 'da' THEN 'danish'::regconfig WHEN 'fi' THEN 'finnish'::regconfig WHEN 'nb' THEN 'norwegian'::regconfig ELSE 'english'::regconfig END, name), 'A')
  || setweight(to_tsvector(CASE language_code WHEN 'sv' THEN 'swedish'::regconfig WHEN 'da' THEN 'danish'::regconfig WHEN 'fi' THEN 'finnish'::regconfig WHEN 'nb' THEN 'norwegian'::regconfig ELSE 'english'::regconfig END, search_text), 'D')
FROM "product_texts";--> statement-breakpoint
INSERT INTO "search_words" ("language_code", "word")
SELECT DISTINCT language_code, word FROM "product_texts", regexp_split_to_table(lower(search_text), '[^[:alpha:]]+') AS word
WHERE length(word) >= 3;
