import { eq } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { brands, discountCampaigns } from '#src/db/schema.ts';
import { localized } from '#src/modules/channels/index.ts';
import { brandPath, categoryPath } from '#src/modules/listing/index.ts';
import type { CatalogLoaders } from './loaders.ts';

export interface ListPageInfo {
  id: number;
  type: 'CATEGORY' | 'BRAND' | 'DISCOUNT_CAMPAIGN';
  alias: string;
  canonicalUrl: string;
  name: string;
  primaryDescription: string;
  secondaryDescription: string;
  hideTitle: boolean;
  hideDescription: boolean;
  meta: { title: string; description: string };
  subCategories: { name: string; alias: string; canonicalUrl: string }[];
}

const KIND_BY_PREFIX = { c: 'CATEGORY', b: 'BRAND', dc: 'DISCOUNT_CAMPAIGN' } as const;

/** What a list address (/c/parent/child, /b/brand, /dc/campaign) names: its kind and alias; null for others. */
export function listOfUrl(url: string): { type: ListPageInfo['type']; alias: string } | null {
  const segments = url.split(/[?#]/, 1)[0]?.split('/').filter(Boolean) ?? [];
  const type = KIND_BY_PREFIX[segments[0] as keyof typeof KIND_BY_PREFIX];
  const alias = segments.at(-1);
  return type && alias && segments.length > 1 ? { type, alias } : null;
}

/**
 * The list page an alias or URL names: a category, brand or discount campaign, in that order when
 * only an alias is given (or of the given kind). Null when there is none.
 */
export async function findListPageInfo(
  db: Database,
  loaders: CatalogLoaders,
  languageCode: string,
  args: { alias?: string | null; url?: string | null; kind?: ListPageInfo['type'] },
): Promise<ListPageInfo | null> {
  const segments = (args.url ?? '').split('/').filter(Boolean);
  const fromUrl = args.kind ?? KIND_BY_PREFIX[segments[0] as keyof typeof KIND_BY_PREFIX];
  const alias = args.alias ?? segments.at(-1);
  if (!alias) return null;
  const wanted = (kind: ListPageInfo['type']) => !fromUrl || fromUrl === kind;
  const text = (t: Record<string, string>) => localized(t, languageCode);
  const page = (
    p: Omit<ListPageInfo, 'hideTitle' | 'hideDescription' | 'meta' | 'secondaryDescription'> & {
      hideTitle?: boolean;
    },
  ): ListPageInfo => ({
    secondaryDescription: '',
    hideDescription: false,
    hideTitle: false,
    meta: { title: p.name, description: p.primaryDescription.slice(0, 160) },
    ...p,
  });

  if (wanted('CATEGORY')) {
    const all = await loaders.categories();
    const category = all.find((c) => c.alias === alias);
    if (category) {
      return page({
        id: category.id,
        type: 'CATEGORY',
        alias,
        canonicalUrl: categoryPath(category, all),
        name: text(category.name),
        primaryDescription: text(category.description),
        subCategories: all
          .filter((c) => c.parentId === category.id)
          .map((c) => ({ name: text(c.name), alias: c.alias, canonicalUrl: categoryPath(c, all) })),
      });
    }
  }
  if (wanted('BRAND')) {
    const [brand] = await db.select().from(brands).where(eq(brands.alias, alias));
    if (brand) {
      return page({
        id: brand.id,
        type: 'BRAND',
        alias,
        canonicalUrl: brandPath(alias),
        name: brand.name,
        primaryDescription: text(brand.description),
        subCategories: [],
      });
    }
  }
  if (wanted('DISCOUNT_CAMPAIGN')) {
    const [campaign] = await db.select().from(discountCampaigns).where(eq(discountCampaigns.alias, alias));
    if (campaign) {
      return page({
        id: campaign.id,
        type: 'DISCOUNT_CAMPAIGN',
        alias,
        canonicalUrl: `/dc/${alias}`,
        name: text(campaign.name),
        primaryDescription: text(campaign.description),
        hideTitle: campaign.hideTitle,
        subCategories: [],
      });
    }
  }
  return null;
}
