'use server';

import { redirect } from 'next/navigation';
import { staffMutation } from '@/lib/graphql/server';
import { localeOf } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import { minorOf, stockholmMoment, wholeOf } from '@/lib/typed-input';
import {
  CancelScheduledPriceMutation,
  ChangeStockMutation,
  SchedulePriceMutation,
  SetPriceMutation,
  SetThresholdMutation,
} from './documents';

const text = (form: FormData, name: string, max = 200) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
};

const idOf = (form: FormData, name: string) => {
  const id = Number(text(form, name));
  return Number.isSafeInteger(id) && id > 0 && id < 2 ** 31 ? id : null;
};

const REASONS = ['DELIVERY', 'STOCKTAKE', 'DAMAGE'] as const;
type Reason = (typeof REASONS)[number];

type Answer = { refusal: string | null } | undefined;

/**
 * Back to the SKU's page with what happened in its address: `form` names the form (and its
 * anchor), then `done`, or `problem` and what was typed, so the form shows it again.
 */
function back(form: FormData, skuId: number | null, outcome: Record<string, string>): never {
  const page = skuId ? `/stock/${skuId}` : '/stock';
  const kept = Object.fromEntries(Object.entries(outcome).filter(([, value]) => value !== ''));
  redirect(`${href(localeOf(form), page)}?${new URLSearchParams(kept)}#${outcome.form}`);
}

/** The refusal code of an answer, or of the call itself (signed out, forbidden, unavailable). */
function problemOf(
  result: { ok: true; data: Record<string, Answer> } | { ok: false; formError: string | null },
) {
  if (!result.ok) return result.formError ?? 'UNKNOWN';
  return Object.values(result.data)[0]?.refusal ?? null;
}

/** The SKU's product's price in a market, now. */
export async function setPriceAction(form: FormData): Promise<void> {
  const skuId = idOf(form, 'skuId');
  const typed = {
    market: text(form, 'price-market', 10),
    selling: text(form, 'price-selling', 40),
    regular: text(form, 'price-regular', 40),
  };
  const outcome = { form: 'price', ...typed };
  if (skuId === null) back(form, null, { ...outcome, problem: 'SKU_NOT_FOUND' });
  const selling = minorOf(typed.selling);
  const regular = typed.regular === '' ? null : minorOf(typed.regular);
  if (selling === null || (typed.regular !== '' && regular === null))
    back(form, skuId, { ...outcome, problem: 'BAD_AMOUNT' });
  const problem = problemOf(
    await staffMutation(SetPriceMutation, {
      skuId,
      market: typed.market,
      selling: selling / 100,
      regular: regular === null ? null : regular / 100,
    }),
  );
  back(form, skuId, problem ? { ...outcome, problem } : { form: 'price', done: typed.market });
}

/** A price from a date and time in Stockholm. */
export async function schedulePriceAction(form: FormData): Promise<void> {
  const skuId = idOf(form, 'skuId');
  const typed = {
    market: text(form, 'schedule-market', 10),
    selling: text(form, 'schedule-selling', 40),
    regular: text(form, 'schedule-regular', 40),
    startsAt: text(form, 'schedule-startsAt', 40),
  };
  const outcome = { form: 'schedule', ...typed };
  if (skuId === null) back(form, null, { ...outcome, problem: 'SKU_NOT_FOUND' });
  const selling = minorOf(typed.selling);
  const regular = typed.regular === '' ? null : minorOf(typed.regular);
  if (selling === null || (typed.regular !== '' && regular === null))
    back(form, skuId, { ...outcome, problem: 'BAD_AMOUNT' });
  const startsAt = stockholmMoment(typed.startsAt);
  if (startsAt === null) back(form, skuId, { ...outcome, problem: 'BAD_MOMENT' });
  const problem = problemOf(
    await staffMutation(SchedulePriceMutation, {
      skuId,
      market: typed.market,
      selling: selling / 100,
      regular: regular === null ? null : regular / 100,
      startsAt,
    }),
  );
  back(form, skuId, problem ? { ...outcome, problem } : { form: 'schedule', done: 'scheduled' });
}

/** Calls off a pending scheduled price from the SKU's page. */
export async function cancelScheduledPriceAction(form: FormData): Promise<void> {
  const skuId = idOf(form, 'skuId');
  const id = idOf(form, 'scheduledPriceId');
  if (id === null) back(form, skuId, { form: 'schedule', problem: 'SCHEDULED_PRICE_NOT_FOUND' });
  const problem = problemOf(await staffMutation(CancelScheduledPriceMutation, { id, skuId }));
  back(form, skuId, problem ? { form: 'schedule', problem } : { form: 'schedule', done: 'cancelled' });
}

/** A delivery, a stocktake or damage: the reason and the quantity, and a note. */
export async function changeStockAction(form: FormData): Promise<void> {
  const skuId = idOf(form, 'skuId');
  const reasonTyped = text(form, 'reason', 20);
  const reason = REASONS.includes(reasonTyped as Reason) ? (reasonTyped as Reason) : null;
  const typed = { reason: reason ?? '', quantity: text(form, 'quantity', 20), note: text(form, 'note', 600) };
  const outcome = { form: 'stock', ...typed };
  if (skuId === null) back(form, null, { ...outcome, problem: 'SKU_NOT_FOUND' });
  if (reason === null) back(form, skuId, { ...outcome, problem: 'REASON_REQUIRED' });
  const quantity = wholeOf(typed.quantity);
  if (quantity === null) back(form, skuId, { ...outcome, problem: 'BAD_QUANTITY' });
  const problem = problemOf(
    await staffMutation(ChangeStockMutation, { skuId, reason, quantity, note: typed.note || null }),
  );
  back(form, skuId, problem ? { ...outcome, problem } : { form: 'stock', done: reason });
}

/** The count at or below which the SKU is low in stock. */
export async function setThresholdAction(form: FormData): Promise<void> {
  const skuId = idOf(form, 'skuId');
  const typed = { threshold: text(form, 'threshold', 20) };
  if (skuId === null) back(form, null, { form: 'threshold', ...typed, problem: 'SKU_NOT_FOUND' });
  const threshold = wholeOf(typed.threshold);
  if (threshold === null) back(form, skuId, { form: 'threshold', ...typed, problem: 'BAD_THRESHOLD' });
  const problem = problemOf(await staffMutation(SetThresholdMutation, { skuId, threshold }));
  back(
    form,
    skuId,
    problem ? { form: 'threshold', ...typed, problem } : { form: 'threshold', done: 'threshold' },
  );
}
