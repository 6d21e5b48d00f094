import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { brands, categories, products, productTexts, skus } from '#src/db/schema.ts';
import { localized } from '#src/modules/channels/index.ts';
import {
  cursorOf,
  type Placed,
  type ProductSort,
  placesInOrder,
  readProductCursor,
  sortedFew,
  type WalkSteps,
  walkOrder,
} from './list-order.ts';
import { PRODUCT_DESK_LIMITS } from './problems.ts';

export { PRODUCT_SORT_FIELDS, readProductCursor } from './list-order.ts';

export interface ProductFilter {
  /** Words of the Swedish name, or a part of the product's or a SKU's article number. */
  search?: string | null;
  /** The category, with the categories below it. */
  categoryId?: number | null;
  brandId?: number | null;
  published?: boolean | null;
}

export interface ProductListRequest {
  filter: ProductFilter;
  sort: ProductSort;
  first: number;
  /** The cursor of the place the page starts after. */
  after: string | null;
  /** The desk's language, which names the categories. */
  languageCode: string;
  /** The count's cap and the walk's steps, made small by tests to see them at work. */
  tuning?: { countCap: number; walk: WalkSteps; sortedMost?: number };
}

/** One line of the catalog desk's list. */
export interface ProductListRow {
  id: number;
  alias: string;
  articleNumber: string;
  /** The Swedish name (empty for a draft without one). */
  name: string;
  published: boolean;
  createdAt: Date;
  brandName: string;
  categoryName: string;
}

export interface ProductPage {
  rows: ProductListRow[];
  /** How many products match, up to the count cap. */
  totalCount: number;
  /** At least totalCount match, maybe more. */
  totalCountCapped: boolean;
  hasNextPage: boolean;
  endCursor: string | null;
}

/** LIKE's wildcards taken literally. */
const likeText = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Trigrams need three letters: a shorter word is asked of the products the longer ones find. */
const TRIGRAM = 3;

/** A part of the Swedish name in lower case (`column`: how the query names it). */
const nameHolds = (word: string, column: SQL = sql`${products.nameKey}`) =>
  sql`${column} like ${`%${likeText(word)}%`}`;
const allOf = (conditions: SQL[]) => sql.join(conditions, sql` and `);

/** What a search asks of a product: every word in its Swedish name, or the whole term in an article number. */
function searchParts(search: string) {
  const whole = search.trim().toLowerCase();
  const words = whole.split(/\s+/).filter(Boolean);
  return {
    whole,
    words,
    inName: allOf(words.map((word) => nameHolds(word))),
    article: `%${likeText(whole)}%`,
  };
}

/** How many rows a query would answer, counted up to `upTo` (one row leaves the database). */
async function countUpTo(db: Database, query: SQL, upTo: number): Promise<number> {
  const { rows } = (await db.execute(
    sql`select count(*)::int as n from (${query} limit ${upTo}) as up_to`,
  )) as unknown as { rows: { n: number }[] };
  return Number(rows[0]?.n ?? 0);
}

const idsOf = async (db: Database, query: SQL, limit: number) =>
  ((await db.execute(sql`${query} limit ${limit}`)) as unknown as { rows: { id: number }[] }).rows.map(
    (row) => Number(row.id),
  );

/**
 * What a search finds, from the trigram indexes of the Swedish names and of the products' and
 * SKUs' article numbers (migration 0041), each read up to the count cap. Found more than the cap
 * by a part, the part is `common` (counted, so a common word's thousands of ids never leave the
 * database), and `matched` asks it of each product's row instead; the ids found otherwise. A term
 * too short for trigrams is an article number as typed.
 */
async function searchMatches(db: Database, search: string, cap: number) {
  const { whole, words } = searchParts(search);
  const limit = cap + 1;
  const long = words.filter((word) => word.length >= TRIGRAM);
  const short = words.filter((word) => word.length < TRIGRAM);
  const inName = allOf(words.map((word) => nameHolds(word)));
  // OFFSET 0 keeps the short words out of the index's condition, where they would read all of it.
  const named =
    short.length === 0
      ? sql`select ${products.id} as id from ${products} where ${inName}`
      : sql`select id from (select ${products.id} as id, ${products.nameKey} as name_key from ${products}
          where ${allOf(long.map((word) => nameHolds(word)))} offset 0) as found
          where ${allOf(short.map((word) => nameHolds(word, sql.raw('name_key'))))}`;
  const articleOf = (column: typeof products.articleNumber | typeof skus.articleNumber) =>
    whole.length >= TRIGRAM
      ? sql`lower(${column}) like ${`%${likeText(whole)}%`}`
      : sql`${column} in (${search.trim()}, ${search.trim().toUpperCase()})`;
  const byArticle = await idsOf(
    db,
    sql`select ${products.id} as id from ${products} where ${articleOf(products.articleNumber)}`,
    limit,
  );
  const bySku = await idsOf(
    db,
    sql`select ${skus.productId} as id from ${skus} where ${articleOf(skus.articleNumber)}`,
    limit,
  );
  const nameCommon = long.length > 0 && (await countUpTo(db, named, limit)) > cap;
  const byName = long.length > 0 && !nameCommon ? await idsOf(db, named, limit) : [];
  // Each part on the row: the ids it found, or, found too many, the part itself.
  const parts = [
    nameCommon ? inName : undefined,
    byArticle.length === limit ? articleOf(products.articleNumber) : undefined,
    bySku.length === limit
      ? sql`exists (select 1 from ${skus} where ${skus.productId} = ${products.id} and ${articleOf(skus.articleNumber)})`
      : undefined,
  ].filter((part): part is SQL => part !== undefined);
  const found = [
    ...byName,
    ...(byArticle.length < limit ? byArticle : []),
    ...(bySku.length < limit ? bySku : []),
  ];
  const ids = [...new Set(found)];
  const matched = sql`(${sql.join([...parts, ids.length > 0 ? inArray(products.id, ids) : sql`false`], sql` or `)})`;
  return { ids, common: parts.length > 0 || ids.length > cap, matched };
}

/** The category and every category below it, from the (small) category tree. */
async function categoryAndBelow(db: Database, categoryId: number): Promise<number[]> {
  const tree = await db.select({ id: categories.id, parentId: categories.parentId }).from(categories);
  const found = new Set([categoryId]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const { id, parentId } of tree) {
      if (parentId !== null && found.has(parentId) && !found.has(id)) {
        found.add(id);
        grew = true;
      }
    }
  }
  return [...found];
}

/** The filters but the search: the category's tree, and the conditions each product's row meets. */
async function filtersOf(db: Database, filter: ProductFilter) {
  const tree = filter.categoryId ? await categoryAndBelow(db, filter.categoryId) : null;
  const where = [
    filter.brandId ? eq(products.brandId, filter.brandId) : undefined,
    filter.published === true ? eq(products.published, true) : undefined,
    // As the partial indexes of drafts say it, so that the planner reads them.
    filter.published === false ? sql`not ${products.published}` : undefined,
  ];
  return { tree, where };
}

/** How many products meet the conditions, counted up to the cap. */
async function countedUpToCap(db: Database, where: (SQL | undefined)[], cap: number) {
  const upTo = db
    .select({ one: sql`1` })
    .from(products)
    .where(and(...where))
    .limit(cap + 1)
    .as('up_to');
  const [total] = await db.select({ n: count() }).from(upTo);
  const n = total?.n ?? 0;
  return { totalCount: Math.min(n, cap), totalCountCapped: n > cap };
}

/**
 * A search finding at most this many is read whole and sorted by the database (16,000 names of
 * 100,000 in some 50 ms); more, in a fifth of a large catalog, the order is walked.
 */
const SORTED_MOST = 20_000;

const NONE = { places: [], more: null, totalCount: 0, totalCountCapped: false };

/** The page's places and how many match, before the rows are read. */
async function pageOf(db: Database, request: ProductListRequest) {
  const { sort, first } = request;
  const cap = request.tuning?.countCap ?? PRODUCT_DESK_LIMITS.countCap;
  const walk = request.tuning?.walk;
  const after = request.after ? readProductCursor(sort.field, request.after) : null;
  const { tree, where } = await filtersOf(db, request.filter);
  const inTree = tree ? inArray(products.primaryCategoryId, tree) : undefined;
  const search = request.filter.search?.trim();
  const found = search ? await searchMatches(db, search, cap) : null;
  if (found && !found.common) {
    // A search that finds a few products: those, in the list's order.
    if (found.ids.length === 0) return NONE;
    const all = [...where, inTree, inArray(products.id, found.ids)];
    const [places, counted] = await Promise.all([
      placesInOrder(db, { streams: [], where: all, sort, after, limit: first + 1 }),
      countedUpToCap(db, all, cap),
    ]);
    return {
      places: places.slice(0, first),
      more: places.length > first ? places[first - 1] : null,
      ...counted,
    };
  }
  // Each category of the tree is read from its own index, in order, and merged.
  const streams = tree ? tree.map((id) => eq(products.primaryCategoryId, id)) : [];
  if (!search || !found) {
    const [places, counted] = await Promise.all([
      placesInOrder(db, { streams, where, sort, after, limit: first + 1 }),
      countedUpToCap(db, [...where, inTree], cap),
    ]);
    return {
      places: places.slice(0, first),
      more: places.length > first ? places[first - 1] : null,
      ...counted,
    };
  }
  // A word in thousands of names (or within the filters): those read at once and sorted by the
  // database, as a walk of an order they cluster in would read far more.
  const few = await sortedFew(db, {
    where: [...where, inTree, found.matched],
    sort,
    after,
    first: first + 1,
    most: request.tuning?.sortedMost ?? SORTED_MOST,
  });
  if (few) {
    const more = few.places.length > first ? (few.places[first - 1] ?? null) : null;
    return {
      places: few.places.slice(0, first),
      more,
      totalCount: Math.min(few.total, cap),
      totalCountCapped: few.total > cap,
    };
  }
  // In a fifth of the catalog or more: the list's order walked, each product asked.
  const page = await walkOrder(db, {
    streams,
    where,
    sort,
    matched: found.matched,
    walk,
    after,
    want: first + 1,
  });
  const places = page.found.slice(0, first);
  const more = page.found.length > first ? (places.at(-1) ?? null) : page.ended ? null : page.last;
  return { places, more, totalCount: cap, totalCountCapped: true };
}

/**
 * A page of the catalog desk's list: searched and filtered, sorted by the Swedish name or the
 * time it was made (the id breaking ties), `first` products after the cursor, with how many match
 * up to the cap. Each sort walks an index of its filter in its order (a category's tree merged);
 * a search's products come from trigram indexes, or, for a word common in the catalog, from a walk
 * of the order that stops at the page (ADR 73). So no page reads the whole catalog.
 */
export async function listDeskProducts(db: Database, request: ProductListRequest): Promise<ProductPage> {
  const page = await pageOf(db, request);
  const ids = page.places.map((place: Placed) => place.id);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            id: products.id,
            alias: products.alias,
            articleNumber: products.articleNumber,
            name: productTexts.name,
            published: products.published,
            createdAt: products.createdAt,
            brandName: brands.name,
            category: categories.name,
          })
          .from(products)
          .leftJoin(
            productTexts,
            and(eq(productTexts.productId, products.id), eq(productTexts.languageCode, 'sv')),
          )
          .innerJoin(brands, eq(brands.id, products.brandId))
          .innerJoin(categories, eq(categories.id, products.primaryCategoryId))
          .where(inArray(products.id, ids));
  const byId = new Map(
    rows.map(({ category, ...row }) => [
      row.id,
      { ...row, name: row.name ?? '', categoryName: localized(category, request.languageCode) },
    ]),
  );
  return {
    rows: ids.flatMap((id) => byId.get(id) ?? []),
    totalCount: page.totalCount,
    totalCountCapped: page.totalCountCapped,
    hasNextPage: page.more !== null,
    endCursor: page.more ? cursorOf(request.sort.field, page.more) : null,
  };
}
