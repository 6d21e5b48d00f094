import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { brands, categories, products, productTexts, skus } from '#src/db/schema.ts';
import { type AuditActor, recordAudit } from '#src/modules/audit/index.ts';
import { localized } from '#src/modules/channels/index.ts';
import { refreshSearchIndex } from '#src/modules/listing/index.ts';
import { aliasesTaken, keepFormerAliases } from './aliases.ts';
import { type CatalogDeskRefusal, type ProductProblem, ProductRefusal, problem } from './problems.ts';
import { publishProblems } from './product-detail.ts';
import { type CleanProduct, type CleanText, cleanProductInput, type ProductInput } from './product-input.ts';

export type DeskResult<T> =
  | { ok: true; value: T }
  | { ok: false; refusal: CatalogDeskRefusal; message: string; problems: readonly ProductProblem[] };

/** A changed product: its id, the aliases its pages had and have (for the storefronts' cache tags), and whether anything changed. */
export interface ProductChanged {
  id: number;
  aliases: string[];
  changed: boolean;
}

/** Runs a desk change in one transaction; a refusal rolls it back and is answered, anything else is thrown. */
export async function deskTransaction<T>(
  db: Database,
  run: (tx: Transaction) => Promise<T>,
): Promise<DeskResult<T>> {
  try {
    return { ok: true, value: await db.transaction(run) };
  } catch (error) {
    if (error instanceof ProductRefusal) {
      return { ok: false, refusal: error.refusal, message: error.message, problems: error.problems };
    }
    throw error;
  }
}

/** The product's row locked for the change, with its texts; refused when there is none. */
async function lockedProduct(tx: Transaction, id: number) {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  if (!row) throw new ProductRefusal('PRODUCT_NOT_FOUND');
  const texts = await tx.select().from(productTexts).where(eq(productTexts.productId, id));
  return { row, texts };
}

/** What search looks through in a language, as the seed writes it: name, brand, category, article number, description. */
function searchTextOf(
  text: CleanText,
  product: CleanProduct,
  brand: string,
  category: Record<string, string>,
) {
  return [
    text.name,
    brand,
    localized(category, text.languageCode),
    product.articleNumber,
    text.description,
  ].join(' ');
}

/** The brand's name and the category's names, with a problem beside a field naming none. */
async function brandAndCategory(tx: Transaction, product: CleanProduct, problems: ProductProblem[]) {
  const [[brand], [category]] = await Promise.all([
    tx.select({ name: brands.name }).from(brands).where(eq(brands.id, product.brandId)),
    tx.select({ name: categories.name }).from(categories).where(eq(categories.id, product.categoryId)),
  ]);
  if (!brand) problems.push(problem('BRAND', 'UNKNOWN'));
  if (!category) problems.push(problem('CATEGORY', 'UNKNOWN'));
  return { brand: brand?.name ?? '', category: category?.name ?? {} };
}

/** The values of one language within an audit row's values, made on first use. */
function inLanguage(values: Record<string, unknown>, languageCode: string): Record<string, unknown> {
  const held = values[languageCode];
  if (held && typeof held === 'object') return held as Record<string, unknown>;
  const made: Record<string, unknown> = {};
  values[languageCode] = made;
  return made;
}

type Before = Awaited<ReturnType<typeof lockedProduct>> | null;

/** The fields a change wrote, before and after, for the audit row: texts by language, only those that changed. */
function auditValues(before: Before, product: CleanProduct) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  const own = {
    articleNumber: [before?.row.articleNumber, product.articleNumber],
    brandId: [before?.row.brandId, product.brandId],
    categoryId: [before?.row.primaryCategoryId, product.categoryId],
    alias: [before?.row.alias, product.alias],
  };
  for (const [key, [from, to]] of Object.entries(own)) {
    if (from === to) continue;
    was[key] = from ?? null;
    now[key] = to;
  }
  for (const text of product.texts) {
    const old = before?.texts.find((t) => t.languageCode === text.languageCode);
    const pairs = {
      name: [old?.name, text.name],
      description: [old?.text1, text.description],
      shortText: [old?.text2, text.shortText],
      extraText: [old?.text3, text.extraText],
      metaTitle: [old?.metaTitle, text.metaTitle],
      metaDescription: [old?.metaDescription, text.metaDescription],
      alias: [old?.alias ?? null, text.alias],
      translated: [old?.translated, text.translated],
    };
    for (const [key, [from, to]] of Object.entries(pairs)) {
      if (from === to) continue;
      inLanguage(was, text.languageCode)[key] = from ?? null;
      inLanguage(now, text.languageCode)[key] = to;
    }
  }
  return { before: was, after: now };
}

/**
 * Makes a product (unpublished, with one SKU of its article number) or changes one: its article
 * number, brand, category and texts in every language, in one transaction with its search
 * documents and its audit row. An alias the
 * product no longer has is kept as a former one, so its published addresses lead to it (ADR 71);
 * an alias or article number another product has is refused beside its field. A published product
 * must keep its Swedish name (the publish rule).
 */
export async function saveProduct(
  db: Database,
  change: { id: number | null; input: ProductInput; actor: AuditActor; now: Date },
): Promise<DeskResult<ProductChanged>> {
  return deskTransaction(db, async (tx) => {
    const { product, problems } = cleanProductInput(change.input);
    const before = change.id === null ? null : await lockedProduct(tx, change.id);
    const me = before?.row.id ?? 0;
    const names = await brandAndCategory(tx, product, problems);
    // Another product's article number, or one of its SKUs' (a size's, or its own SKU's).
    const [[sameArticle], [sameSku]] = await Promise.all([
      tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.articleNumber, product.articleNumber), ne(products.id, me))),
      tx
        .select({ id: skus.id })
        .from(skus)
        .where(and(eq(skus.articleNumber, product.articleNumber), ne(skus.productId, me))),
    ]);
    if (sameArticle || sameSku) problems.push(problem('ARTICLE_NUMBER', 'TAKEN'));
    const taken = await aliasesTaken(tx, me, [product.alias, ...product.texts.map((t) => t.alias)]);
    if (taken.has(product.alias)) problems.push(problem('ALIAS', 'TAKEN', 'sv'));
    for (const text of product.texts) {
      if (text.alias && taken.has(text.alias)) problems.push(problem('ALIAS', 'TAKEN', text.languageCode));
    }
    const swedishName = product.texts.find((t) => t.languageCode === 'sv')?.name;
    if (before?.row.published && !swedishName) problems.push(problem('NAME', 'REQUIRED', 'sv'));
    const seen = new Set<string>();
    const distinct = problems.filter((p) => {
      const key = `${p.field}|${p.languageCode}|${p.code}`;
      return !seen.has(key) && seen.add(key);
    });
    if (distinct.length > 0) throw new ProductRefusal('INVALID_PRODUCT', distinct);

    const own = {
      nameKey: (swedishName ?? '').toLowerCase(),
      alias: product.alias,
      articleNumber: product.articleNumber,
      brandId: product.brandId,
      primaryCategoryId: product.categoryId,
    };
    const [written] = before
      ? await tx.update(products).set(own).where(eq(products.id, me)).returning({ id: products.id })
      : await tx
          .insert(products)
          .values({ ...own, published: false, createdAt: change.now })
          .returning({ id: products.id });
    const id = written?.id as number;
    if (!before) {
      // A product without sizes is sold as one SKU of its own article number, as the seed makes it.
      await tx
        .insert(skus)
        .values({ productId: id, name: '', articleNumber: product.articleNumber, gtin: '', position: 0 });
    } else if (before.row.articleNumber !== product.articleNumber) {
      // Its own SKU (no size) keeps the product's article number.
      await tx
        .update(skus)
        .set({ articleNumber: product.articleNumber })
        .where(
          and(eq(skus.productId, id), eq(skus.name, ''), eq(skus.articleNumber, before.row.articleNumber)),
        );
    }
    // A language's alias may move to another language of the same product: the old ones go first.
    await tx
      .update(productTexts)
      .set({ alias: null })
      .where(
        and(
          eq(productTexts.productId, id),
          inArray(
            productTexts.languageCode,
            product.texts.map((t) => t.languageCode),
          ),
        ),
      );
    for (const text of product.texts) {
      const values = {
        name: text.name,
        text1: text.description,
        text2: text.shortText,
        text3: text.extraText,
        metaTitle: text.metaTitle,
        metaDescription: text.metaDescription,
        searchText: searchTextOf(text, product, names.brand, names.category),
        alias: text.alias,
        translated: text.translated,
      };
      await tx
        .insert(productTexts)
        .values({ productId: id, languageCode: text.languageCode, ...values })
        .onConflictDoUpdate({ target: [productTexts.productId, productTexts.languageCode], set: values });
    }
    const was = before ? [before.row.alias, ...before.texts.map((t) => t.alias)] : [];
    const has = [product.alias, ...product.texts.map((t) => t.alias)];
    await keepFormerAliases(tx, id, was, has);
    await refreshSearchIndex(tx, [id]);
    const audit = auditValues(before, product);
    await recordAudit(tx, {
      actor: change.actor,
      action: before ? 'product.update' : 'product.create',
      entityType: 'product',
      entityId: id,
      ...audit,
    });
    const aliases = [...new Set([...was, ...has].filter((a): a is string => Boolean(a)))];
    return { id, aliases, changed: Object.keys(audit.after).length > 0 };
  });
}

/**
 * Publishes or unpublishes a product, with its audit row, in one transaction. Publishing follows
 * the publish rule: without a Swedish name or a price it is refused, each missing fact beside its
 * field. A product already so is answered as it is, nothing written.
 */
export async function setProductPublished(
  db: Database,
  change: { id: number; published: boolean; actor: AuditActor },
): Promise<DeskResult<ProductChanged>> {
  return deskTransaction(db, async (tx) => {
    const { row, texts } = await lockedProduct(tx, change.id);
    const aliases = [row.alias, ...texts.flatMap((t) => (t.alias ? [t.alias] : []))];
    if (row.published === change.published) return { id: row.id, aliases, changed: false };
    if (change.published) {
      const problems = await publishProblems(tx, row.id);
      if (problems.length > 0) throw new ProductRefusal('INVALID_PRODUCT', problems);
    }
    await tx.update(products).set({ published: change.published }).where(eq(products.id, row.id));
    await recordAudit(tx, {
      actor: change.actor,
      action: change.published ? 'product.publish' : 'product.unpublish',
      entityType: 'product',
      entityId: row.id,
      before: { published: row.published },
      after: { published: change.published },
    });
    return { id: row.id, aliases, changed: true };
  });
}
