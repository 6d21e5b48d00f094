import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { auditLog, brands, categories, products, productTexts } from '#src/db/schema.ts';

const PRODUCT_FIELDS = `id alias articleNumber published createdAt
  brand { id name } category { id name path }
  texts { languageCode name description shortText extraText metaTitle metaDescription alias translated }
  formerAliases prices { marketAlias sellingPriceIncVat sellingPriceIncVatFormatted }
  skus { id articleNumber ean inStock }
  publishProblems { field languageCode code }`;

const CHANGE = `product { ${PRODUCT_FIELDS} } refusal message problems { field languageCode code message }`;

/** The catalog desk's operations on /admin/graphql, as the admin app sends them. */
export const CATALOG_DESK = {
  products: `query ($filter: CatalogProductFilter, $sort: CatalogProductSort, $first: Int, $after: String) {
    products(filter: $filter, sort: $sort, first: $first, after: $after) {
      totalCount totalCountCapped hasNextPage endCursor
      nodes { id alias articleNumber name published createdAt brandName categoryName }
    } }`,
  product: `query ($id: Int!) { product(id: $id) { ${PRODUCT_FIELDS} } }`,
  choices: '{ catalogChoices { brands { id name } categories { id name path depth } } }',
  create: `mutation ($input: CatalogProductInput!) { createProduct(input: $input) { ${CHANGE} } }`,
  update: `mutation ($id: Int!, $input: CatalogProductInput!) { updateProduct(id: $id, input: $input) { ${CHANGE} } }`,
  publish: `mutation ($id: Int!) { publishProduct(id: $id) { ${CHANGE} } }`,
  unpublish: `mutation ($id: Int!) { unpublishProduct(id: $id) { ${CHANGE} } }`,
} as const;

export type TextInput = {
  languageCode: string;
  name?: string;
  description?: string;
  shortText?: string;
  extraText?: string;
  metaTitle?: string;
  metaDescription?: string;
  alias?: string;
};

/** A brand and a leaf category of the seeded catalog, for new products. */
export async function someBrandAndCategory(db: Database) {
  const [brand] = await db.select().from(brands).orderBy(brands.id).limit(1);
  const [category] = await db.select().from(categories).orderBy(desc(categories.id)).limit(1);
  if (!brand || !category) throw new Error('No brand or category seeded');
  return { brandId: brand.id, categoryId: category.id };
}

/** A product's input as the desk reads it back: its texts as given, its brand and category. */
export function inputOf(product: {
  articleNumber: string;
  brand: { id: number };
  category: { id: number };
  texts: (TextInput & { alias: string | null; translated: boolean })[];
}) {
  return {
    articleNumber: product.articleNumber,
    brandId: product.brand.id,
    categoryId: product.category.id,
    texts: product.texts
      .filter((t) => t.translated)
      .map(({ translated: _, alias, ...text }) => ({ ...text, alias: alias ?? '' })),
  };
}

/** A seeded product's id and own alias by its position (0: the first by id). */
export async function seededProduct(db: Database, offset: number) {
  const [row] = await db
    .select({ id: products.id, alias: products.alias })
    .from(products)
    .orderBy(products.id)
    .offset(offset)
    .limit(1);
  if (!row) throw new Error(`No product at ${offset}`);
  return row;
}

/** A product's text row in a language, as written. */
export const textRow = async (db: Database, productId: number, languageCode: string) =>
  (
    await db
      .select()
      .from(productTexts)
      .where(and(eq(productTexts.productId, productId), eq(productTexts.languageCode, languageCode)))
  )[0];

/** The audit rows about a product, newest first. */
export const productAudit = (db: Database, productId: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'product'), eq(auditLog.entityId, String(productId))))
    .orderBy(desc(auditLog.id));
