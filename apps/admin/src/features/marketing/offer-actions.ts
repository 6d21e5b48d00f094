'use server';

import { redirect } from 'next/navigation';
import { staffMutation } from '@/lib/graphql/server';
import { localeOf } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import { percentOf } from '@/lib/typed-input';
import { CreateCartOfferMutation, EndCartOfferMutation, UpdateCartOfferMutation } from './documents';
import type { DeskFormState } from './form-state';
import { datesOf, idOf, namesOf, text, typedValues } from './input';

/** A whole number typed, null when left empty, NaN when not one (the API words the refusal). */
const wholeOf = (value: string) =>
  value === '' ? null : /^\d{1,6}$/.test(value) ? Number(value) : Number.NaN;

/** A cart offer made or changed; done, to its page; refused, the form again with why and what was typed. */
export async function saveCartOfferAction(_state: DeskFormState, form: FormData): Promise<DeskFormState> {
  const values = typedValues(form, 400);
  const kind = text(form, 'kind', 20) === 'CART_DISCOUNT' ? 'CART_DISCOUNT' : 'QUANTITY_PRICE';
  const numbers = {
    buyQuantity: wholeOf(text(form, 'buyQuantity', 10)),
    payQuantity: wholeOf(text(form, 'payQuantity', 10)),
    minItems: wholeOf(text(form, 'minItems', 10)),
  };
  if (Object.values(numbers).some((n) => Number.isNaN(n))) return { problem: 'BAD_QUANTITIES', values };
  const percentTyped = text(form, 'percentage', 20);
  const percentage = kind === 'CART_DISCOUNT' ? percentOf(percentTyped) : null;
  if (kind === 'CART_DISCOUNT' && percentage === null) return { problem: 'BAD_PERCENTAGE', values };
  const dates = datesOf(form);
  if (dates.problem !== null) return { problem: dates.problem, values };
  const input = {
    names: namesOf(form),
    hideTitle: form.get('hideTitle') === 'on',
    kind,
    categoryId: kind === 'QUANTITY_PRICE' ? idOf(text(form, 'categoryId', 12)) : null,
    buyQuantity: kind === 'QUANTITY_PRICE' ? numbers.buyQuantity : null,
    payQuantity: kind === 'QUANTITY_PRICE' ? numbers.payQuantity : null,
    percentage,
    minItems: kind === 'CART_DISCOUNT' ? numbers.minItems : null,
    startsAt: dates.startsAt,
    endsAt: dates.endsAt,
  } as const;
  const id = idOf(text(form, 'id', 12));
  const result = id
    ? await staffMutation(UpdateCartOfferMutation, { id, input })
    : await staffMutation(CreateCartOfferMutation, { alias: text(form, 'alias', 200), input });
  if (!result.ok) return { problem: result.formError ?? 'UNKNOWN', values };
  const answer = 'updateCartOffer' in result.data ? result.data.updateCartOffer : result.data.createCartOffer;
  if (answer.refusal) return { problem: answer.refusal, values };
  redirect(`${href(localeOf(form), `/campaigns/offers/${answer.cartOffer?.id ?? id}`)}?done=saved`);
}

/** Ends a cart offer now, from its page. */
export async function endCartOfferAction(form: FormData): Promise<void> {
  const id = idOf(text(form, 'id', 12));
  const page = href(localeOf(form), id ? `/campaigns/offers/${id}` : '/campaigns');
  if (id === null) redirect(`${page}?problem=CART_OFFER_NOT_FOUND`);
  const result = await staffMutation(EndCartOfferMutation, { id });
  const problem = result.ok ? result.data.endCartOffer.refusal : (result.formError ?? 'UNKNOWN');
  redirect(`${page}?${problem ? `problem=${encodeURIComponent(problem)}` : 'done=ended'}`);
}
