import 'server-only';
import { BrandsQuery, CategoriesQuery } from '@/features/catalog/queries';
import { ContentPagesQuery } from '@/features/content/queries';
import { query } from '@/lib/graphql/server';
import { marketsRouting } from '@/lib/routing/channel.server';
import { localeDomains } from '@/lib/routing/locale-domains';
import { LOCALES, type Locale, localeInfo } from '@/lib/routing/locales';
import { marketForLocale, marketInPath } from '@/lib/routing/markets';
import { sitemapRoutes } from './indexed-routes';
import { DiscountCampaignsQuery, ProductAliasesQuery } from './queries';
import { type SitemapPage, type SitemapScope, sitemapEntry } from './sitemap-entries';
import { partRange, sitemapPartCount, sitemapPath } from './sitemap-files';
import type { SitemapEntry } from './sitemap-xml';

/**
 * Product addresses read per request: small enough for Next's data cache (2 MB an entry), each
 * with its address in five languages (about 480 bytes).
 */
const ALIASES_PER_REQUEST = 3_000;

async function languageScope(origin: string, locale: Locale): Promise<SitemapScope> {
  const markets = await marketsRouting();
  const market = marketForLocale(markets, locale).alias;
  return { origin, domains: localeDomains(), locale, market, marketInPath: marketInPath(), markets };
}

const apiScope = (scope: SitemapScope) => ({
  market: scope.market,
  languageId: localeInfo[scope.locale].iso,
});

/**
 * Home, the fixed routes, the content pages, then category, brand and campaign list pages, as the
 * language's market shows them.
 */
async function listPages(scope: SitemapScope): Promise<SitemapPage[]> {
  const options = { scope: apiScope(scope) };
  const [{ categories }, { brands }, { discountCampaigns }, { contentPages }] = await Promise.all([
    query(CategoriesQuery, {}, options),
    query(BrandsQuery, {}, options),
    query(DiscountCampaignsQuery, {}, options),
    query(ContentPagesQuery, {}, options),
  ]);
  return [
    ...sitemapRoutes().map((route) => ({ route })),
    ...contentPages.map(({ canonicalUrl, alternates }) => ({ canonicalUrl, alternates })),
    ...[...categories, ...brands, ...discountCampaigns].map(({ canonicalUrl }) => ({ canonicalUrl })),
  ];
}

async function productCount(scope: SitemapScope): Promise<number> {
  const { productAliases } = await query(ProductAliasesQuery, { take: 0 }, { scope: apiScope(scope) });
  return productAliases.count;
}

/** Product pages from position `skip` on, `take` of them, read in a few requests at once. */
async function productPages(scope: SitemapScope, skip: number, take: number): Promise<SitemapPage[]> {
  const requests: Promise<SitemapPage[]>[] = [];
  for (let from = skip; from < skip + take; from += ALIASES_PER_REQUEST) {
    const size = Math.min(ALIASES_PER_REQUEST, skip + take - from);
    requests.push(
      query(ProductAliasesQuery, { skip: from, take: size }, { scope: apiScope(scope) }).then(
        ({ productAliases }) =>
          productAliases.aliases.map(({ canonicalUrl, alternates }) => ({ canonicalUrl, alternates })),
      ),
    );
  }
  return (await Promise.all(requests)).flat();
}

/** The addresses of every language's sitemap files, for the sitemap index. */
export async function sitemapFiles(origin: string): Promise<string[]> {
  const perLanguage = await Promise.all(
    LOCALES.map(async (locale) => {
      const scope = await languageScope(origin, locale);
      const [pages, products] = await Promise.all([listPages(scope), productCount(scope)]);
      const parts = sitemapPartCount(pages.length + products);
      return Array.from({ length: parts }, (_, i) => `${origin}${sitemapPath(locale, i + 1)}`);
    }),
  );
  return perLanguage.flat();
}

/** One part of a language's sitemap, or null when the language has no such part. */
export async function sitemapPart(
  origin: string,
  locale: Locale,
  part: number,
): Promise<SitemapEntry[] | null> {
  const scope = await languageScope(origin, locale);
  const [pages, products] = await Promise.all([listPages(scope), productCount(scope)]);
  if (part > sitemapPartCount(pages.length + products)) return null;
  const { start, end } = partRange(part);
  const fromProducts = Math.max(0, start - pages.length);
  const productsTaken = Math.max(0, Math.min(products, end - pages.length) - fromProducts);
  const chosen = [
    ...pages.slice(start, end),
    ...(productsTaken > 0 ? await productPages(scope, fromProducts, productsTaken) : []),
  ];
  return chosen.map((page) => sitemapEntry(page, scope));
}
