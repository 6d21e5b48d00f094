import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import {
  brands,
  campaignProducts,
  categories,
  type DiscountCampaignKind,
  discountCampaigns,
  products,
} from '#src/db/schema.ts';
import { type AuditActor, recordAudit } from '#src/modules/audit/index.ts';
import { repriceProducts } from './campaign-prices.ts';
import {
  aliasOf,
  amountsOf,
  auditDates,
  type CurrencyAmount,
  datesOf,
  endedNow,
  type LanguageText,
  localizedOf,
  marketOf,
  percentageOf,
} from './input.ts';
import {
  MARKETING_LIMITS as L,
  MarketingRefusal,
  type MarketingResult,
  marketingTransaction,
} from './refusals.ts';

/** A campaign as the desk's form sends it; amounts and percentages in minor units and basis points. */
export interface CampaignInput {
  names: readonly LanguageText[];
  descriptions?: readonly LanguageText[] | null;
  hideTitle?: boolean | null;
  kind: DiscountCampaignKind;
  percentageBp?: number | null;
  amountsOff?: readonly CurrencyAmount[] | null;
  /** The market's alias; absent: every market. */
  market?: string | null;
  categoryId?: number | null;
  brandId?: number | null;
  articleNumbers?: readonly string[] | null;
  startsAt: Date;
  endsAt?: Date | null;
}

/** What a change tells the shop once committed: the products whose prices, names or lists changed. */
export interface CampaignChanged {
  id: number;
  productIds: number[];
}

/** The category and those below it. */
async function categoryTree(tx: Transaction, categoryId: number): Promise<number[]> {
  const rows = await tx.select({ id: categories.id, parentId: categories.parentId }).from(categories);
  if (!rows.some((row) => row.id === categoryId)) throw new MarketingRefusal('CATEGORY_NOT_FOUND');
  const tree = [categoryId];
  for (let i = 0; i < tree.length; i++) {
    for (const row of rows) if (row.parentId === tree[i] && !tree.includes(row.id)) tree.push(row.id);
  }
  return tree;
}

/** Products by article number, in any case; refused naming the first few that name none. */
async function productsByArticle(tx: Transaction, typed: readonly string[]): Promise<number[]> {
  const wanted = [...new Set(typed.map((a) => a.trim()).filter((a) => a !== ''))];
  if (wanted.length > L.articleNumbersMax) throw new MarketingRefusal('TARGET_REQUIRED');
  if (wanted.length === 0) return [];
  const rows = await tx
    .select({ id: products.id, articleNumber: products.articleNumber })
    .from(products)
    .where(
      inArray(
        sql`lower(${products.articleNumber})`,
        wanted.map((a) => a.toLowerCase()),
      ),
    );
  const found = new Set(rows.map((row) => row.articleNumber.toLowerCase()));
  const missing = wanted.filter((a) => !found.has(a.toLowerCase()));
  if (missing.length > 0) throw new MarketingRefusal('UNKNOWN_PRODUCTS', missing.slice(0, 10).join(', '));
  return rows.map((row) => row.id);
}

/**
 * The campaign's products: those of the category (and below it) and/or of the brand, and those
 * named by article number. Chosen when the campaign is saved: a product added to the category
 * later joins when the campaign is saved again (ADR 77).
 */
async function productsOf(tx: Transaction, input: CampaignInput): Promise<number[]> {
  const { categoryId, brandId } = input;
  const byHand = await productsByArticle(tx, input.articleNumbers ?? []);
  if (!categoryId && !brandId) {
    if (byHand.length === 0) throw new MarketingRefusal('TARGET_REQUIRED');
    return byHand;
  }
  if (brandId) {
    const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
    if (!brand) throw new MarketingRefusal('BRAND_NOT_FOUND');
  }
  const tree = categoryId ? await categoryTree(tx, categoryId) : null;
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        tree ? inArray(products.primaryCategoryId, tree) : undefined,
        brandId ? eq(products.brandId, brandId) : undefined,
      ),
    );
  return [...new Set([...rows.map((row) => row.id), ...byHand])];
}

/** The campaign's columns from the form, checked; refused with the first thing wrong. */
async function valuesOf(tx: Transaction, input: CampaignInput, now: number, storedEnd: Date | null) {
  const name = localizedOf(input.names, L.nameMax, true);
  const description = localizedOf(input.descriptions, L.descriptionMax, false);
  const market = await marketOf(tx, input.market);
  const discountBp = input.kind === 'PERCENTAGE' ? percentageOf(input.percentageBp, false) : 0;
  const amountOff = input.kind === 'FIXED_AMOUNT' ? await amountsOf(tx, input.amountsOff) : null;
  if (input.kind === 'FIXED_AMOUNT' && (!amountOff || (market && amountOff[market.currency] === undefined))) {
    throw new MarketingRefusal('AMOUNT_REQUIRED');
  }
  return {
    name,
    description,
    hideTitle: input.hideTitle ?? false,
    kind: input.kind,
    discountBp,
    amountOff,
    marketId: market?.id ?? null,
    categoryId: input.categoryId ?? null,
    brandId: input.brandId ?? null,
    ...datesOf(input.startsAt, input.endsAt, now, storedEnd),
  };
}

/** What the audit trail keeps of a campaign. */
const auditOf = (row: Partial<typeof discountCampaigns.$inferSelect>, productCount: number) => ({
  alias: row.alias,
  name: row.name,
  kind: row.kind,
  discountBp: row.discountBp,
  amountOff: row.amountOff,
  marketId: row.marketId,
  categoryId: row.categoryId,
  brandId: row.brandId,
  startsAt: row.startsAt?.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
  hideTitle: row.hideTitle,
  products: productCount,
});

/** The campaign, locked for the change; refused when there is none. */
async function lockCampaign(tx: Transaction, id: number) {
  const [row] = await tx.select().from(discountCampaigns).where(eq(discountCampaigns.id, id)).for('update');
  if (!row) throw new MarketingRefusal('CAMPAIGN_NOT_FOUND');
  return row;
}

async function memberIds(tx: Transaction, campaignId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: campaignProducts.productId })
    .from(campaignProducts)
    .where(eq(campaignProducts.campaignId, campaignId));
  return rows.map((row) => row.id);
}

async function setMembers(tx: Transaction, campaignId: number, productIds: readonly number[]) {
  await tx.delete(campaignProducts).where(eq(campaignProducts.campaignId, campaignId));
  for (let i = 0; i < productIds.length; i += 1000) {
    await tx
      .insert(campaignProducts)
      .values(productIds.slice(i, i + 1000).map((productId) => ({ campaignId, productId })));
  }
}

/**
 * Starts (or schedules) a campaign: the row, its products, its products' prices if it runs now
 * and the audit row, in one transaction (ADR 77).
 */
export function createCampaign(
  db: Database,
  input: CampaignInput & { alias: string; actor: AuditActor; now: number },
): Promise<MarketingResult<CampaignChanged>> {
  return marketingTransaction(db, async (tx) => {
    const alias = aliasOf(input.alias);
    const values = await valuesOf(tx, input, input.now, null);
    const productIds = await productsOf(tx, input);
    const [taken] = await tx
      .select({ id: discountCampaigns.id })
      .from(discountCampaigns)
      .where(eq(discountCampaigns.alias, alias));
    if (taken) throw new MarketingRefusal('DUPLICATE_ALIAS');
    const now = new Date(input.now);
    const [row] = await tx
      .insert(discountCampaigns)
      .values({ alias, ...values, repricedAt: now, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: discountCampaigns.alias })
      .returning();
    if (!row) throw new MarketingRefusal('DUPLICATE_ALIAS');
    await setMembers(tx, row.id, productIds);
    const repriced = await repriceProducts(tx, productIds, now);
    await recordAudit(tx, {
      actor: input.actor,
      action: 'campaign.create',
      entityType: 'campaign',
      entityId: row.id,
      after: { ...auditOf(row, productIds.length), pricesChanged: repriced.length },
    });
    return { id: row.id, productIds };
  });
}

/** Changes a campaign: its terms, products and dates, the prices that follow, and the audit row. */
export function updateCampaign(
  db: Database,
  input: CampaignInput & { id: number; actor: AuditActor; now: number },
): Promise<MarketingResult<CampaignChanged>> {
  return marketingTransaction(db, async (tx) => {
    const before = await lockCampaign(tx, input.id);
    const values = await valuesOf(tx, input, input.now, before.endsAt);
    const productIds = await productsOf(tx, input);
    const formerIds = await memberIds(tx, before.id);
    const now = new Date(input.now);
    const [row] = await tx
      .update(discountCampaigns)
      .set({ ...values, repricedAt: now, updatedAt: now })
      .where(eq(discountCampaigns.id, before.id))
      .returning();
    await setMembers(tx, before.id, productIds);
    const touched = [...new Set([...formerIds, ...productIds])];
    const repriced = await repriceProducts(tx, touched, now);
    await recordAudit(tx, {
      actor: input.actor,
      action: 'campaign.update',
      entityType: 'campaign',
      entityId: before.id,
      before: auditOf(before, formerIds.length),
      after: { ...auditOf(row ?? before, productIds.length), pricesChanged: repriced.length },
    });
    return { id: before.id, productIds: touched };
  });
}

/**
 * Ends a campaign now (one not yet begun never runs): its products' prices go back to what they
 * were before it unless another campaign covers them, with the audit row, in one transaction.
 */
export function endCampaign(
  db: Database,
  input: { id: number; actor: AuditActor; now: number },
): Promise<MarketingResult<CampaignChanged>> {
  return marketingTransaction(db, async (tx) => {
    const before = await lockCampaign(tx, input.id);
    const now = new Date(input.now);
    const ended = endedNow(before, now);
    await tx
      .update(discountCampaigns)
      .set({ ...ended, repricedAt: now, updatedAt: now })
      .where(eq(discountCampaigns.id, before.id));
    const productIds = await memberIds(tx, before.id);
    const repriced = await repriceProducts(tx, productIds, now);
    await recordAudit(tx, {
      actor: input.actor,
      action: 'campaign.end',
      entityType: 'campaign',
      entityId: before.id,
      before: auditDates(before),
      after: { ...auditDates(ended), pricesChanged: repriced.length },
    });
    return { id: before.id, productIds };
  });
}
