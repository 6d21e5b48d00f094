import { and, asc, count, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { discountCampaigns, prices, products, productTexts } from '#src/db/schema.ts';
import { localized, type Scope } from '#src/modules/channels/index.ts';

/** A product alias page holds at most this many; enough to read a whole catalog in a few requests. */
export const MAX_ALIASES_PAGE_SIZE = 10_000;

/** A product's alias, and its alias in the scope's language (ADR 71). */
export interface ProductAlias {
  id: number;
  alias: string;
  languageAlias: string;
}

/**
 * The aliases of every product a shopper can open in the scope (published, priced in its market,
 * with texts in its language: what the product page needs), in a stable order, a page at a time.
 * Reads two narrow columns only, so that a sitemap of a large catalog costs a few requests.
 */
export async function listProductAliases(
  db: Database,
  scope: Scope,
  args: { skip: number; take: number },
): Promise<{ aliases: ProductAlias[]; count: number }> {
  const available = and(
    eq(prices.marketId, scope.market.id),
    eq(productTexts.languageCode, scope.language.code),
    eq(products.published, true),
  );
  const take = Math.min(Math.max(args.take, 0), MAX_ALIASES_PAGE_SIZE);
  const page = db
    .select({
      id: products.id,
      alias: products.alias,
      languageAlias: sql<string>`coalesce(${productTexts.alias}, ${products.alias})`,
    })
    .from(products)
    .innerJoin(prices, eq(prices.productId, products.id))
    .innerJoin(productTexts, eq(productTexts.productId, products.id))
    .where(available)
    .orderBy(asc(products.id))
    .limit(take)
    .offset(Math.max(args.skip, 0));
  const counted = db
    .select({ n: count() })
    .from(products)
    .innerJoin(prices, eq(prices.productId, products.id))
    .innerJoin(productTexts, eq(productTexts.productId, products.id))
    .where(available);
  const [aliases, [total]] = await Promise.all([take === 0 ? Promise.resolve([]) : page, counted]);
  return { aliases, count: total?.n ?? 0 };
}

export interface ActiveCampaign {
  id: number;
  alias: string;
  name: string;
}

/** Discount campaigns running now, in the scope's language, oldest first. */
export async function listActiveCampaigns(db: Database, scope: Scope): Promise<ActiveCampaign[]> {
  const now = new Date();
  const rows = await db
    .select()
    .from(discountCampaigns)
    .where(
      and(
        lte(discountCampaigns.startsAt, now),
        or(isNull(discountCampaigns.endsAt), gt(discountCampaigns.endsAt, now)),
      ),
    )
    .orderBy(asc(discountCampaigns.startsAt), asc(discountCampaigns.id));
  return rows.map((c) => ({ id: c.id, alias: c.alias, name: localized(c.name, scope.language.code) }));
}
