import { and, asc, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import {
  brands,
  campaignProducts,
  categories,
  type DiscountCampaignKind,
  discountCampaigns,
  type LocalizedText,
  markets,
  products,
  widgets,
} from '#src/db/schema.ts';
import { MARKETING_LIMITS as L } from './refusals.ts';

export const CAMPAIGN_STATES = ['SCHEDULED', 'RUNNING', 'ENDED'] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

/** A campaign as the desk lists it; names in the member's language. */
export interface DeskCampaign {
  id: number;
  alias: string;
  name: string;
  names: LocalizedText;
  descriptions: LocalizedText;
  hideTitle: boolean;
  kind: DiscountCampaignKind;
  percentageBp: number | null;
  amountsOff: { currency: string; amount: number }[];
  market: string | null;
  categoryId: number | null;
  categoryName: string | null;
  brandId: number | null;
  brandName: string | null;
  productCount: number;
  startsAt: Date;
  endsAt: Date | null;
  state: CampaignState;
  /** Whether a block of the home page shows it (a carousel of it, or a link to its list). */
  onHomePage: boolean;
  updatedAt: Date;
}

export function campaignState(row: { startsAt: Date; endsAt: Date | null }, now: Date): CampaignState {
  if (row.endsAt !== null && row.endsAt <= now) return 'ENDED';
  return row.startsAt > now ? 'SCHEDULED' : 'RUNNING';
}

const whereState = (state: CampaignState, now: Date): SQL | undefined => {
  const c = discountCampaigns;
  if (state === 'ENDED') return lte(c.endsAt, now);
  const notEnded = or(isNull(c.endsAt), gt(c.endsAt, now));
  return state === 'SCHEDULED' ? and(gt(c.startsAt, now), notEnded) : and(lte(c.startsAt, now), notEnded);
};

/** The aliases of campaigns a block of the home page shows: its carousel's campaign or a link to /dc/{alias}. */
async function homePageAliases(db: Database, aliases: readonly string[]): Promise<Set<string>> {
  if (aliases.length === 0) return new Set();
  const rows = await db
    .select({ configuration: widgets.configuration })
    .from(widgets)
    .where(eq(widgets.family, 'Frontpage'));
  const text = rows.map((row) => JSON.stringify(row.configuration));
  return new Set(
    aliases.filter((alias) =>
      text.some((t) => t.includes(`"campaignAlias":"${alias}"`) || t.includes(`"/dc/${alias}"`)),
    ),
  );
}

/** Campaigns, newest start first, in one state or all (at most the list's bound). */
export async function listCampaigns(
  db: Database,
  options: { state?: CampaignState | null; languageCode: string; now: Date; ids?: readonly number[] },
): Promise<DeskCampaign[]> {
  const c = discountCampaigns;
  const rows = await db
    .select({
      campaign: c,
      market: markets.alias,
      categoryName: categories.name,
      brandName: brands.name,
      productCount:
        sql<number>`(select count(*) from ${campaignProducts} cp where cp.campaign_id = ${c.id})`.mapWith(
          Number,
        ),
    })
    .from(c)
    .leftJoin(markets, eq(markets.id, c.marketId))
    .leftJoin(categories, eq(categories.id, c.categoryId))
    .leftJoin(brands, eq(brands.id, c.brandId))
    .where(
      and(
        options.state ? whereState(options.state, options.now) : undefined,
        options.ids ? inArray(c.id, [...options.ids]) : undefined,
      ),
    )
    .orderBy(desc(c.startsAt), desc(c.id))
    .limit(L.listMax);
  const home = await homePageAliases(
    db,
    rows.map((row) => row.campaign.alias),
  );
  const lang = options.languageCode;
  return rows.map(({ campaign, market, categoryName, brandName, productCount }) => ({
    id: campaign.id,
    alias: campaign.alias,
    name: campaign.name[lang] ?? campaign.name.sv ?? campaign.alias,
    names: campaign.name,
    descriptions: campaign.description,
    hideTitle: campaign.hideTitle,
    kind: campaign.kind,
    percentageBp: campaign.kind === 'PERCENTAGE' ? campaign.discountBp : null,
    amountsOff: Object.entries(campaign.amountOff ?? {}).map(([currency, amount]) => ({ currency, amount })),
    market,
    categoryId: campaign.categoryId,
    categoryName: categoryName ? (categoryName[lang] ?? categoryName.sv ?? null) : null,
    brandId: campaign.brandId,
    brandName,
    productCount,
    startsAt: campaign.startsAt,
    endsAt: campaign.endsAt,
    state: campaignState(campaign, options.now),
    onHomePage: home.has(campaign.alias),
    updatedAt: campaign.updatedAt,
  }));
}

/** The article numbers of a campaign's products, first by article number (what a by-hand campaign names). */
export async function campaignArticleNumbers(db: Database, campaignId: number): Promise<string[]> {
  const rows = await db
    .select({ articleNumber: products.articleNumber })
    .from(campaignProducts)
    .innerJoin(products, eq(products.id, campaignProducts.productId))
    .where(eq(campaignProducts.campaignId, campaignId))
    .orderBy(asc(products.articleNumber))
    .limit(L.articleNumbersMax);
  return rows.map((row) => row.articleNumber);
}
