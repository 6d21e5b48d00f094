import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { brands, documents, parameters, productParameters, products, productTexts } from '#src/db/schema.ts';
import { FALLBACK_LANGUAGE_CODE, localized } from '#src/modules/channels/index.ts';
import type { ManualContent } from '#src/modules/media/index.ts';

export type DocumentRow = typeof documents.$inferSelect;

/** Where the commerce API (and the storefront, on its own origin) serves a document. */
export const documentUrl = (fileName: string) => `/documents/${encodeURIComponent(fileName)}`;

/** A safe document file name: lowercase letters, digits and dashes, ending in .pdf. */
export const DOCUMENT_FILE_NAME = /^[a-z0-9][a-z0-9-]{0,150}\.pdf$/;

export const DEFAULT_MANUALS_PAGE_SIZE = 20;
export const MAX_MANUALS_PAGE_SIZE = 100;

/** The documents of some products, the request's language first, then by title. */
export async function documentsOfProducts(
  db: Database,
  productIds: readonly number[],
  languageCode: string,
): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(inArray(documents.productId, [...productIds]))
    .orderBy(
      asc(documents.productId),
      sql`${documents.languageCode} <> ${languageCode}`,
      asc(documents.languageCode),
      asc(documents.id),
    );
}

export interface ManualListing {
  document: DocumentRow;
  productName: string;
  productAlias: string;
  /** The product's alias in the manual list's language (ADR 71). */
  productLanguageAlias: string;
  articleNumber: string;
  brandName: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * Manuals in the request's language (English where a product has none in it), each with its
 * product. Every word searched for must be in the product's name, brand, article number or the
 * document's title. Ordered by product name, then title.
 */
export async function listManuals(
  db: Database,
  languageCode: string,
  args: { searchText?: string | null; skip: number; take: number },
): Promise<{ count: number; manuals: ManualListing[] }> {
  const other = sql`select 1 from ${documents} own where own.product_id = ${documents.productId} and own.language_code = ${languageCode}`;
  const inLanguage = or(
    eq(documents.languageCode, languageCode),
    and(eq(documents.languageCode, 'en'), sql`not exists (${other})`),
  );
  const words = (args.searchText ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
  const matches = words.map((word) => {
    const pattern = `%${escapeLike(word)}%`;
    return or(
      ilike(productTexts.name, pattern),
      ilike(brands.name, pattern),
      ilike(products.articleNumber, pattern),
      ilike(documents.title, pattern),
    );
  });
  const where = and(inLanguage, ...matches);
  const textsInLanguage = and(
    eq(productTexts.productId, products.id),
    eq(productTexts.languageCode, languageCode),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        document: documents,
        productName: productTexts.name,
        productAlias: products.alias,
        productLanguageAlias: sql<string>`coalesce(${productTexts.alias}, ${products.alias})`,
        articleNumber: products.articleNumber,
        brandName: brands.name,
      })
      .from(documents)
      .innerJoin(products, eq(products.id, documents.productId))
      .innerJoin(brands, eq(brands.id, products.brandId))
      .innerJoin(productTexts, textsInLanguage)
      .where(where)
      .orderBy(asc(productTexts.name), asc(documents.title), asc(documents.id))
      .offset(Math.max(0, args.skip))
      .limit(Math.max(0, Math.min(args.take, MAX_MANUALS_PAGE_SIZE))),
    db
      .select({ count: count() })
      .from(documents)
      .innerJoin(products, eq(products.id, documents.productId))
      .innerJoin(brands, eq(brands.id, products.brandId))
      .innerJoin(productTexts, textsInLanguage)
      .where(where),
  ]);
  return { count: Number(total?.count ?? 0), manuals: rows };
}

/** What the PDF of a document shows, in the document's language; null for an unknown file. */
export async function manualContent(db: Database, fileName: string): Promise<ManualContent | null> {
  const [document] = await db.select().from(documents).where(eq(documents.fileName, fileName)).limit(1);
  if (!document) return null;
  const lang = document.languageCode;
  const [[product], texts, params] = await Promise.all([
    db
      .select({ articleNumber: products.articleNumber, brandName: brands.name })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(eq(products.id, document.productId)),
    db
      .select({ languageCode: productTexts.languageCode, name: productTexts.name, text1: productTexts.text1 })
      .from(productTexts)
      .where(
        and(
          eq(productTexts.productId, document.productId),
          inArray(productTexts.languageCode, [lang, FALLBACK_LANGUAGE_CODE]),
        ),
      ),
    db
      .select({ name: parameters.name, unit: parameters.unit, value: productParameters.value })
      .from(productParameters)
      .innerJoin(parameters, eq(parameters.id, productParameters.parameterId))
      .where(and(eq(productParameters.productId, document.productId), eq(productParameters.show, true)))
      .orderBy(asc(parameters.groupId), asc(parameters.id)),
  ]);
  if (!product) return null;
  const text = texts.find((t) => t.languageCode === lang) ?? texts[0];
  return {
    document,
    productName: text?.name ?? '',
    articleNumber: product.articleNumber,
    brandName: product.brandName,
    description: text?.text1 ?? '',
    specification: params.map((p) => {
      const value = localized(p.value, lang);
      return { name: localized(p.name, lang), value: p.unit ? `${value} ${p.unit}` : value };
    }),
  };
}
