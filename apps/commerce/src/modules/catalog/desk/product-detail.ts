import { LANGUAGE_CODES, type LanguageCode } from '@shop/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import {
  brands,
  categories,
  markets,
  prices,
  productFormerAliases,
  products,
  productTexts,
  skus,
} from '#src/db/schema.ts';
import { localized } from '#src/modules/channels/index.ts';
import { formatMoney } from '#src/modules/pricing/index.ts';
import { type ProductProblem, problem } from './problems.ts';

type Reader = Database | Transaction;

/** A product's texts in one language as the desk edits them. */
export interface DeskProductText {
  languageCode: LanguageCode;
  name: string;
  description: string;
  shortText: string;
  extraText: string;
  metaTitle: string;
  metaDescription: string;
  /** The product's address in the language: the product's own alias in Swedish; null where it is the Swedish one. */
  alias: string | null;
  /** False: left empty at the desk, so the shop shows the Swedish texts; the fields are empty. */
  translated: boolean;
}

export interface DeskProduct {
  id: number;
  alias: string;
  articleNumber: string;
  published: boolean;
  discontinued: boolean;
  createdAt: Date;
  brand: { id: number; name: string };
  category: { id: number; name: string; path: string };
  /** One per language of the shop, Swedish first. */
  texts: DeskProductText[];
  /** Addresses the product had, which the shop sends on to its address now. */
  formerAliases: string[];
  prices: { marketAlias: string; currencyCode: string; sellingIncVat: number; formatted: string }[];
  skus: { id: number; name: string; articleNumber: string; gtin: string; inStock: number }[];
  /** What stands in the way of publishing it (the desk's publish rule); empty when nothing does. */
  publishProblems: ProductProblem[];
}

const EMPTY_TEXTS = {
  name: '',
  description: '',
  shortText: '',
  extraText: '',
  metaTitle: '',
  metaDescription: '',
};

/**
 * The publish rule: a product is shown only with a Swedish name and a price in some market (a
 * market without one does not sell it). Each missing fact is a problem beside its field.
 */
export async function publishProblems(db: Reader, productId: number): Promise<ProductProblem[]> {
  const [[named], [priced]] = await Promise.all([
    db
      .select({ name: productTexts.name })
      .from(productTexts)
      .where(and(eq(productTexts.productId, productId), eq(productTexts.languageCode, 'sv'))),
    db.select({ n: count() }).from(prices).where(eq(prices.productId, productId)),
  ]);
  const found: ProductProblem[] = [];
  if (!named?.name.trim()) found.push(problem('NAME', 'REQUIRED', 'sv'));
  if (!priced?.n) found.push(problem('PRICE', 'NO_PRICE'));
  return found;
}

/** The names of a category and those above it, the top first. */
function categoryPath(
  tree: (typeof categories.$inferSelect)[],
  categoryId: number,
  languageCode: string,
): string[] {
  const byId = new Map(tree.map((c) => [c.id, c]));
  const names: string[] = [];
  for (
    let c = byId.get(categoryId);
    c && names.length < 20;
    c = c.parentId ? byId.get(c.parentId) : undefined
  ) {
    names.unshift(localized(c.name, languageCode));
  }
  return names;
}

const moneyLocale = (languageCode: string) => (languageCode === 'en' ? 'en-GB' : 'sv-SE');

/** A product as the catalog desk shows it, names in the desk's language; null for an unknown id. */
export async function deskProduct(db: Reader, id: number, languageCode: string): Promise<DeskProduct | null> {
  const [product] = await db
    .select({ product: products, brand: { id: brands.id, name: brands.name } })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(eq(products.id, id));
  if (!product) return null;
  const [texts, tree, formerAliases, priceRows, skuRows, problems] = await Promise.all([
    db.select().from(productTexts).where(eq(productTexts.productId, id)),
    db.select().from(categories),
    db
      .select({ alias: productFormerAliases.alias })
      .from(productFormerAliases)
      .where(eq(productFormerAliases.productId, id))
      .orderBy(asc(productFormerAliases.alias)),
    db
      .select({
        marketAlias: markets.alias,
        currencyCode: markets.currencyCode,
        selling: prices.sellingIncVat,
      })
      .from(prices)
      .innerJoin(markets, eq(markets.id, prices.marketId))
      .where(eq(prices.productId, id))
      .orderBy(asc(markets.position)),
    db
      .select({
        id: skus.id,
        name: skus.name,
        articleNumber: skus.articleNumber,
        gtin: skus.gtin,
        inStock: skus.inStock,
      })
      .from(skus)
      .where(eq(skus.productId, id))
      .orderBy(asc(skus.position), asc(skus.id)),
    publishProblems(db, id),
  ]);
  const { product: row } = product;
  const path = categoryPath(tree, row.primaryCategoryId, languageCode);
  return {
    id: row.id,
    alias: row.alias,
    articleNumber: row.articleNumber,
    published: row.published,
    discontinued: row.discontinued,
    createdAt: row.createdAt,
    brand: product.brand,
    category: { id: row.primaryCategoryId, name: path.at(-1) ?? '', path: path.join(' › ') },
    texts: LANGUAGE_CODES.map((code) => {
      const text = texts.find((t) => t.languageCode === code);
      const translated = Boolean(text && (text.translated || code === 'sv'));
      if (!text || !translated) return { languageCode: code, ...EMPTY_TEXTS, alias: null, translated };
      return {
        languageCode: code,
        name: text.name,
        description: text.text1,
        shortText: text.text2,
        extraText: text.text3,
        metaTitle: text.metaTitle,
        metaDescription: text.metaDescription,
        alias: code === 'sv' ? row.alias : text.alias,
        translated,
      };
    }),
    formerAliases: formerAliases.map((f) => f.alias),
    prices: priceRows.map((p) => ({
      marketAlias: p.marketAlias,
      currencyCode: p.currencyCode,
      sellingIncVat: p.selling,
      formatted: formatMoney(p.selling, p.currencyCode, moneyLocale(languageCode)),
    })),
    skus: skuRows,
    publishProblems: problems,
  };
}

/** The brands and the category tree the product form picks from, names in the desk's language. */
export async function catalogChoices(db: Database, languageCode: string) {
  const [brandRows, tree] = await Promise.all([
    db.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.name)),
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
  ]);
  const ordered: { id: number; name: string; path: string; depth: number }[] = [];
  const visit = (parentId: number | null, depth: number) => {
    for (const c of tree.filter((c) => c.parentId === parentId)) {
      const path = categoryPath(tree, c.id, languageCode);
      ordered.push({ id: c.id, name: path.at(-1) ?? '', path: path.join(' › '), depth });
      if (depth < 20) visit(c.id, depth + 1);
    }
  };
  visit(null, 0);
  return { brands: brandRows, categories: ordered };
}
