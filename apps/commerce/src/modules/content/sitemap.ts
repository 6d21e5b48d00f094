import { and, asc, count, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { brands, discountCampaigns, prices, products } from '#src/db/schema.ts';
import { categoryPath } from '#src/modules/catalog/categories.ts';
import type { CatalogLoaders } from '#src/modules/catalog/loaders.ts';
import { contentPagePath, listContentPages } from './content-pages.ts';

/** A search engine is given at most this many addresses per sitemap file. */
export const MAX_SITEMAP_ENTRIES = 50_000;

export type SitemapEntryKind = 'CATEGORY' | 'BRAND' | 'DISCOUNT_CAMPAIGN' | 'CONTENT' | 'PRODUCT';

export interface SitemapEntry {
  kind: SitemapEntryKind;
  /** The path in every language, below the language prefix. */
  canonicalUrl: string;
  lastModified: Date | null;
}

/**
 * Every page of the shop a search engine should know in one market, in a stable order: list pages
 * (categories, brands, running campaigns), content pages, then products. Paged, so that a catalog
 * of any size fits sitemap files of at most 50,000 addresses.
 */
export async function sitemapEntries(
  db: Database,
  loaders: CatalogLoaders,
  marketId: number,
  page: { skip: number; take: number },
): Promise<{ count: number; entries: SitemapEntry[] }> {
  const now = new Date();
  const [allCategories, brandRows, campaignRows, pageRows, [productCount]] = await Promise.all([
    loaders.categories(),
    db.select({ alias: brands.alias }).from(brands).orderBy(asc(brands.id)),
    db
      .select({ alias: discountCampaigns.alias, startsAt: discountCampaigns.startsAt })
      .from(discountCampaigns)
      .where(
        and(
          lte(discountCampaigns.startsAt, now),
          or(isNull(discountCampaigns.endsAt), gt(discountCampaigns.endsAt, now)),
        ),
      )
      .orderBy(asc(discountCampaigns.id)),
    listContentPages(db),
    db.select({ n: count() }).from(prices).where(eq(prices.marketId, marketId)),
  ]);
  const small: SitemapEntry[] = [
    ...allCategories.map((c) => ({
      kind: 'CATEGORY' as const,
      canonicalUrl: categoryPath(c, allCategories),
      lastModified: null,
    })),
    ...brandRows.map((b) => ({ kind: 'BRAND' as const, canonicalUrl: `/b/${b.alias}`, lastModified: null })),
    ...campaignRows.map((c) => ({
      kind: 'DISCOUNT_CAMPAIGN' as const,
      canonicalUrl: `/dc/${c.alias}`,
      lastModified: c.startsAt,
    })),
    ...pageRows.map((p) => ({
      kind: 'CONTENT' as const,
      canonicalUrl: contentPagePath(p.alias),
      lastModified: p.updatedAt,
    })),
  ];
  const total = small.length + (productCount?.n ?? 0);
  const skip = Math.max(page.skip, 0);
  const take = Math.min(Math.max(page.take, 0), MAX_SITEMAP_ENTRIES);
  const entries = small.slice(skip, skip + take);
  const productTake = take - entries.length;
  if (productTake > 0) {
    const rows = await db
      .select({ alias: products.alias, createdAt: products.createdAt })
      .from(products)
      .innerJoin(prices, and(eq(prices.productId, products.id), eq(prices.marketId, marketId)))
      .orderBy(asc(products.id))
      .limit(productTake)
      .offset(Math.max(skip - small.length, 0));
    for (const row of rows) {
      entries.push({ kind: 'PRODUCT', canonicalUrl: `/p/${row.alias}`, lastModified: row.createdAt });
    }
  }
  return { count: total, entries };
}
