import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { brands, type LocalizedText, orders, type PROMO_CODE_KINDS, promoCodes } from '#src/db/schema.ts';
import { type AuditActor, recordAudit } from '#src/modules/audit/index.ts';
import { normalizeCode } from '#src/modules/cart/index.ts';
import {
  amountsOf,
  auditDates,
  type CurrencyAmount,
  datesOf,
  endedNow,
  type LanguageText,
  limitOf,
  localizedOf,
  percentageOf,
} from './input.ts';
import {
  MARKETING_LIMITS as L,
  MarketingRefusal,
  type MarketingResult,
  marketingTransaction,
} from './refusals.ts';

type PromoKind = (typeof PROMO_CODE_KINDS)[number];

/** A promo code as the desk's form sends it; amounts and percentages in minor units and basis points. */
export interface PromoCodeInput {
  names: readonly LanguageText[];
  hideTitle?: boolean | null;
  kind: PromoKind;
  percentageBp?: number | null;
  amountsOff?: readonly CurrencyAmount[] | null;
  minimumOrder?: readonly CurrencyAmount[] | null;
  requiredBrandId?: number | null;
  startsAt: Date;
  endsAt?: Date | null;
  maxUses?: number | null;
  maxUsesPerCustomer?: number | null;
}

/**
 * A code's state at the desk: SCHEDULED and ENDED codes and USED_UP ones (every use taken) are
 * INVALID to a shopper; an ACTIVE one is ACTIVATED in a cart that meets its requirements and
 * REQUIREMENTS_NOT_MET in one that does not (the four states of spec section 4, with NONE).
 */
export const PROMO_DESK_STATES = ['SCHEDULED', 'ACTIVE', 'USED_UP', 'ENDED'] as const;
export type PromoDeskState = (typeof PROMO_DESK_STATES)[number];

export interface DeskPromoCode {
  code: string;
  name: string;
  names: LocalizedText;
  hideTitle: boolean;
  kind: PromoKind;
  percentageBp: number | null;
  amountsOff: { currency: string; amount: number }[];
  minimumOrder: { currency: string; amount: number }[];
  requiredBrandId: number | null;
  requiredBrandName: string | null;
  startsAt: Date;
  endsAt: Date | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  uses: number;
  customers: number;
  state: PromoDeskState;
}

const CODE = /^[A-Z0-9][A-Z0-9_-]*$/;
const amounts = (value: Record<string, number> | null) =>
  Object.entries(value ?? {}).map(([currency, amount]) => ({ currency, amount }));

function stateOf(
  row: { startsAt: Date; endsAt: Date | null; maxUses: number | null },
  uses: number,
  now: Date,
) {
  if (row.endsAt !== null && row.endsAt <= now) return 'ENDED';
  if (row.startsAt > now) return 'SCHEDULED';
  return row.maxUses !== null && uses >= row.maxUses ? 'USED_UP' : 'ACTIVE';
}

/** Codes with their uses (orders not cancelled that it gave a discount) and state, newest first. */
export async function listPromoCodes(
  db: Database,
  options: { languageCode: string; now: Date; code?: string | null; search?: string | null },
): Promise<DeskPromoCode[]> {
  const used = and(
    eq(orders.promoCode, promoCodes.code),
    eq(orders.promoState, 'ACTIVATED'),
    ne(orders.stage, 'cancelled'),
  );
  const search = options.search ? normalizeCode(options.search) : '';
  const rows = await db
    .select({
      promo: promoCodes,
      brandName: brands.name,
      uses: sql<number>`(select count(*) from ${orders} where ${used})`.mapWith(Number),
      customers:
        sql<number>`(select count(distinct ${orders.customerKey}) from ${orders} where ${used})`.mapWith(
          Number,
        ),
    })
    .from(promoCodes)
    .leftJoin(brands, eq(brands.id, promoCodes.requiredBrandId))
    .where(
      and(
        options.code ? eq(promoCodes.code, normalizeCode(options.code)) : undefined,
        search ? sql`strpos(${promoCodes.code}, ${search}) > 0` : undefined,
      ),
    )
    .orderBy(sql`${promoCodes.createdAt} desc`, asc(promoCodes.code))
    .limit(L.listMax);
  return rows.map(({ promo, brandName, uses, customers }) => ({
    code: promo.code,
    name: promo.name[options.languageCode] ?? promo.name.sv ?? promo.code,
    names: promo.name,
    hideTitle: promo.hideTitle,
    kind: promo.kind,
    percentageBp: promo.kind === 'PERCENTAGE' ? promo.discountBp : null,
    amountsOff: amounts(promo.amountOff),
    minimumOrder: amounts(promo.minimumOrder),
    requiredBrandId: promo.requiredBrandId,
    requiredBrandName: brandName,
    startsAt: promo.startsAt,
    endsAt: promo.endsAt,
    maxUses: promo.maxUses,
    maxUsesPerCustomer: promo.maxUsesPerCustomer,
    uses,
    customers,
    state: stateOf(promo, uses, options.now),
  }));
}

/** The code's columns from the form, checked; refused with the first thing wrong. */
async function valuesOf(tx: Transaction, input: PromoCodeInput, now: number, storedEnd: Date | null) {
  const name = localizedOf(input.names, L.nameMax, true);
  const discountBp = input.kind === 'PERCENTAGE' ? percentageOf(input.percentageBp, true) : null;
  const amountOff = input.kind === 'FIXED_AMOUNT' ? await amountsOf(tx, input.amountsOff) : null;
  if (input.kind === 'FIXED_AMOUNT' && !amountOff) throw new MarketingRefusal('AMOUNT_REQUIRED');
  const minimumOrder = await amountsOf(tx, input.minimumOrder);
  const requiredBrandId = input.requiredBrandId ?? null;
  if (requiredBrandId !== null) {
    const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, requiredBrandId));
    if (!brand) throw new MarketingRefusal('BRAND_NOT_FOUND');
  }
  const maxUses = limitOf(input.maxUses);
  const maxUsesPerCustomer = limitOf(input.maxUsesPerCustomer);
  if (maxUses !== null && maxUsesPerCustomer !== null && maxUsesPerCustomer > maxUses) {
    throw new MarketingRefusal('BAD_LIMIT');
  }
  return {
    name,
    hideTitle: input.hideTitle ?? false,
    kind: input.kind,
    discountBp,
    amountOff,
    minimumOrder,
    requiredBrandId,
    maxUses,
    maxUsesPerCustomer,
    ...datesOf(input.startsAt, input.endsAt, now, storedEnd),
  };
}

const auditOf = (row: Partial<typeof promoCodes.$inferSelect>) => ({
  kind: row.kind,
  discountBp: row.discountBp,
  amountOff: row.amountOff,
  minimumOrder: row.minimumOrder,
  requiredBrandId: row.requiredBrandId,
  startsAt: row.startsAt?.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
  maxUses: row.maxUses,
  maxUsesPerCustomer: row.maxUsesPerCustomer,
  name: row.name,
});

/** A new code, refused when one with the same code exists; the row and the audit row, in one transaction. */
export function createPromoCode(
  db: Database,
  input: PromoCodeInput & { code: string; actor: AuditActor; now: number },
): Promise<MarketingResult<string>> {
  return marketingTransaction(db, async (tx) => {
    const code = normalizeCode(input.code);
    if (code.length < L.codeMin || code.length > L.codeMax || !CODE.test(code)) {
      throw new MarketingRefusal('BAD_CODE');
    }
    const values = await valuesOf(tx, input, input.now, null);
    const [row] = await tx
      .insert(promoCodes)
      .values({ code, ...values, createdAt: new Date(input.now) })
      .onConflictDoNothing({ target: promoCodes.code })
      .returning();
    if (!row) throw new MarketingRefusal('DUPLICATE_CODE');
    await recordAudit(tx, {
      actor: input.actor,
      action: 'promoCode.create',
      entityType: 'promoCode',
      entityId: code,
      after: auditOf(row),
    });
    return code;
  });
}

async function lockCode(tx: Transaction, typed: string) {
  const [row] = await tx
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.code, normalizeCode(typed)))
    .for('update');
  if (!row) throw new MarketingRefusal('PROMO_CODE_NOT_FOUND');
  return row;
}

/** Changes a code's terms, dates and limits (never the code itself), with the audit row. */
export function updatePromoCode(
  db: Database,
  input: PromoCodeInput & { code: string; actor: AuditActor; now: number },
): Promise<MarketingResult<string>> {
  return marketingTransaction(db, async (tx) => {
    const before = await lockCode(tx, input.code);
    const values = await valuesOf(tx, input, input.now, before.endsAt);
    const [row] = await tx.update(promoCodes).set(values).where(eq(promoCodes.code, before.code)).returning();
    await recordAudit(tx, {
      actor: input.actor,
      action: 'promoCode.update',
      entityType: 'promoCode',
      entityId: before.code,
      before: auditOf(before),
      after: auditOf(row ?? before),
    });
    return before.code;
  });
}

/** Ends a code now (one not yet begun never runs): carts holding it find it invalid. */
export function endPromoCode(
  db: Database,
  input: { code: string; actor: AuditActor; now: number },
): Promise<MarketingResult<string>> {
  return marketingTransaction(db, async (tx) => {
    const before = await lockCode(tx, input.code);
    const ended = endedNow(before, new Date(input.now));
    await tx.update(promoCodes).set(ended).where(eq(promoCodes.code, before.code));
    await recordAudit(tx, {
      actor: input.actor,
      action: 'promoCode.end',
      entityType: 'promoCode',
      entityId: before.code,
      before: auditDates(before),
      after: auditDates(ended),
    });
    return before.code;
  });
}
