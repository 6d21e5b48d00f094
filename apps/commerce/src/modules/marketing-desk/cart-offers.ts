import { desc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { type CartCampaignKind, cartCampaigns, categories, type LocalizedText } from '#src/db/schema.ts';
import { type AuditActor, recordAudit } from '#src/modules/audit/index.ts';
import { type CampaignState, campaignState } from './campaign-list.ts';
import {
  aliasOf,
  auditDates,
  datesOf,
  endedNow,
  type LanguageText,
  localizedOf,
  percentageOf,
} from './input.ts';
import {
  MARKETING_LIMITS as L,
  MarketingRefusal,
  type MarketingResult,
  marketingTransaction,
} from './refusals.ts';

/** A cart offer as the desk's form sends it: a quantity price on a category, or a discount on a cart of n items. */
export interface CartOfferInput {
  names: readonly LanguageText[];
  hideTitle?: boolean | null;
  kind: CartCampaignKind;
  categoryId?: number | null;
  buyQuantity?: number | null;
  payQuantity?: number | null;
  percentageBp?: number | null;
  minItems?: number | null;
  startsAt: Date;
  endsAt?: Date | null;
}

export interface DeskCartOffer {
  id: number;
  alias: string;
  name: string;
  names: LocalizedText;
  hideTitle: boolean;
  kind: CartCampaignKind;
  categoryId: number | null;
  categoryName: string | null;
  buyQuantity: number | null;
  payQuantity: number | null;
  percentageBp: number | null;
  minItems: number | null;
  startsAt: Date;
  endsAt: Date | null;
  state: CampaignState;
}

const whole = (n: number | null | undefined, min: number) =>
  n !== null && n !== undefined && Number.isSafeInteger(n) && n >= min && n <= L.quantityMax;

/** Cart offers, newest start first; names in the member's language. */
export async function listCartOffers(
  db: Database,
  options: { languageCode: string; now: Date; ids?: readonly number[] },
): Promise<DeskCartOffer[]> {
  const rows = await db
    .select({ offer: cartCampaigns, categoryName: categories.name })
    .from(cartCampaigns)
    .leftJoin(categories, eq(categories.id, cartCampaigns.categoryId))
    .where(options.ids ? inArray(cartCampaigns.id, [...options.ids]) : undefined)
    .orderBy(desc(cartCampaigns.startsAt), desc(cartCampaigns.id))
    .limit(L.listMax);
  const lang = options.languageCode;
  return rows.map(({ offer, categoryName }) => ({
    id: offer.id,
    alias: offer.alias,
    name: offer.name[lang] ?? offer.name.sv ?? offer.alias,
    names: offer.name,
    hideTitle: offer.hideTitle,
    kind: offer.kind,
    categoryId: offer.categoryId,
    categoryName: categoryName ? (categoryName[lang] ?? categoryName.sv ?? null) : null,
    buyQuantity: offer.buyQuantity,
    payQuantity: offer.payQuantity,
    percentageBp: offer.kind === 'CART_DISCOUNT' ? offer.discountBp : null,
    minItems: offer.minItems,
    startsAt: offer.startsAt,
    endsAt: offer.endsAt,
    state: campaignState(offer, options.now),
  }));
}

/** The offer's columns from the form, checked; refused with the first thing wrong. */
async function valuesOf(tx: Transaction, input: CartOfferInput, now: number, storedEnd: Date | null) {
  const name = localizedOf(input.names, L.nameMax, true);
  const common = { name, hideTitle: input.hideTitle ?? false, kind: input.kind };
  const dates = datesOf(input.startsAt, input.endsAt, now, storedEnd);
  if (input.kind === 'QUANTITY_PRICE') {
    if (!input.categoryId) throw new MarketingRefusal('TARGET_REQUIRED');
    const [category] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, input.categoryId));
    if (!category) throw new MarketingRefusal('CATEGORY_NOT_FOUND');
    const { buyQuantity: buy, payQuantity: pay } = input;
    if (!whole(buy, 2) || !whole(pay, 1) || (pay as number) >= (buy as number)) {
      throw new MarketingRefusal('BAD_QUANTITIES');
    }
    return {
      ...common,
      ...dates,
      categoryId: category.id,
      buyQuantity: buy as number,
      payQuantity: pay as number,
      discountBp: null,
      minItems: null,
    };
  }
  const discountBp = percentageOf(input.percentageBp, false);
  if (!whole(input.minItems, 1)) throw new MarketingRefusal('BAD_QUANTITIES');
  return {
    ...common,
    ...dates,
    categoryId: null,
    buyQuantity: null,
    payQuantity: null,
    discountBp,
    minItems: input.minItems as number,
  };
}

const auditOf = (row: Partial<typeof cartCampaigns.$inferSelect>) => ({
  alias: row.alias,
  name: row.name,
  kind: row.kind,
  categoryId: row.categoryId,
  buyQuantity: row.buyQuantity,
  payQuantity: row.payQuantity,
  discountBp: row.discountBp,
  minItems: row.minItems,
  startsAt: row.startsAt?.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
});

/**
 * A new cart offer, with its audit row, in one transaction. Carts are priced when read, never
 * cached: the next read of a cart prices it with the offer.
 */
export function createCartOffer(
  db: Database,
  input: CartOfferInput & { alias: string; actor: AuditActor; now: number },
): Promise<MarketingResult<number>> {
  return marketingTransaction(db, async (tx) => {
    const alias = aliasOf(input.alias);
    const values = await valuesOf(tx, input, input.now, null);
    const [row] = await tx
      .insert(cartCampaigns)
      .values({ alias, ...values })
      .onConflictDoNothing({ target: cartCampaigns.alias })
      .returning();
    if (!row) throw new MarketingRefusal('DUPLICATE_ALIAS');
    await recordAudit(tx, {
      actor: input.actor,
      action: 'cartOffer.create',
      entityType: 'cartOffer',
      entityId: row.id,
      after: auditOf(row),
    });
    return row.id;
  });
}

async function lockOffer(tx: Transaction, id: number) {
  const [row] = await tx.select().from(cartCampaigns).where(eq(cartCampaigns.id, id)).for('update');
  if (!row) throw new MarketingRefusal('CART_OFFER_NOT_FOUND');
  return row;
}

/** Changes a cart offer (never its alias), with the audit row. */
export function updateCartOffer(
  db: Database,
  input: CartOfferInput & { id: number; actor: AuditActor; now: number },
): Promise<MarketingResult<number>> {
  return marketingTransaction(db, async (tx) => {
    const before = await lockOffer(tx, input.id);
    const values = await valuesOf(tx, input, input.now, before.endsAt);
    const [row] = await tx
      .update(cartCampaigns)
      .set(values)
      .where(eq(cartCampaigns.id, before.id))
      .returning();
    await recordAudit(tx, {
      actor: input.actor,
      action: 'cartOffer.update',
      entityType: 'cartOffer',
      entityId: before.id,
      before: auditOf(before),
      after: auditOf(row ?? before),
    });
    return before.id;
  });
}

/** Ends a cart offer now (one not begun never runs), with the audit row. */
export function endCartOffer(
  db: Database,
  input: { id: number; actor: AuditActor; now: number },
): Promise<MarketingResult<number>> {
  return marketingTransaction(db, async (tx) => {
    const before = await lockOffer(tx, input.id);
    const ended = endedNow(before, new Date(input.now));
    await tx.update(cartCampaigns).set(ended).where(eq(cartCampaigns.id, before.id));
    await recordAudit(tx, {
      actor: input.actor,
      action: 'cartOffer.end',
      entityType: 'cartOffer',
      entityId: before.id,
      before: auditDates(before),
      after: auditDates(ended),
    });
    return before.id;
  });
}
