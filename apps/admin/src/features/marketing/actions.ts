'use server';

import { redirect } from 'next/navigation';
import { staffMutation, staffQuery } from '@/lib/graphql/server';
import { localeOf } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import { minorOf, percentOf, stockholmMoment } from '@/lib/typed-input';
import {
  CreateCampaignMutation,
  CreatePromoCodeMutation,
  EndCampaignMutation,
  EndPromoCodeMutation,
  GiftCardQuery,
  IssueGiftCardMutation,
  UpdateCampaignMutation,
  UpdatePromoCodeMutation,
  VoidGiftCardMutation,
} from './documents';
import {
  type DeskFormState,
  DISCOUNT_KINDS,
  type IssueState,
  LANGUAGES,
  type LookupState,
} from './form-state';
import { articleNumbersOf, datesOf, idOf, namesOf, text, typedValues } from './input';

type Kind = (typeof DISCOUNT_KINDS)[number];

const wholeOf = (value: string) => (/^\d{1,9}$/.test(value) ? Number(value) : Number.NaN);

/** A form's amounts per currency (`amount-SEK`, ...), or a problem when one is not an amount. */
function amountsOf(form: FormData, prefix: string) {
  const amounts: { currency: string; amount: number }[] = [];
  for (const [name, value] of form.entries()) {
    if (!name.startsWith(prefix) || typeof value !== 'string' || value.trim() === '') continue;
    const minor = minorOf(value);
    if (minor === null) return null;
    amounts.push({ currency: name.slice(prefix.length).slice(0, 3), amount: minor / 100 });
  }
  return amounts;
}

/** The parts both forms share: names, kind and its value, dates; or the first problem found locally. */
function commonInput(form: FormData) {
  const kindTyped = text(form, 'kind', 20);
  const kind: Kind = DISCOUNT_KINDS.includes(kindTyped as Kind) ? (kindTyped as Kind) : 'PERCENTAGE';
  const percentTyped = text(form, 'percentage', 20);
  const percentage = kind === 'PERCENTAGE' ? percentOf(percentTyped) : null;
  if (kind === 'PERCENTAGE' && percentage === null) return { problem: 'BAD_PERCENTAGE' } as const;
  const amountsOff = amountsOf(form, 'amount-');
  if (amountsOff === null) return { problem: 'BAD_AMOUNT' } as const;
  const dates = datesOf(form);
  if (dates.problem !== null) return dates;
  return {
    problem: null,
    input: {
      names: namesOf(form),
      hideTitle: form.get('hideTitle') === 'on',
      kind,
      percentage,
      amountsOff: kind === 'FIXED_AMOUNT' ? amountsOff : null,
      startsAt: dates.startsAt,
      endsAt: dates.endsAt,
    },
  } as const;
}

/** The refusal of a change's answer, or of the call itself (signed out, forbidden, unavailable). */
function problemOf(
  result:
    | { ok: true; data: Record<string, { refusal: string | null; detail?: string | null } | null> }
    | {
        ok: false;
        formError: string | null;
      },
) {
  if (!result.ok) return { problem: result.formError ?? 'UNKNOWN', detail: null };
  const answer = Object.values(result.data)[0];
  return { problem: answer?.refusal ?? null, detail: answer?.detail ?? null };
}

/** A campaign made or changed; done, to its page; refused, the form again with why and what was typed. */
export async function saveCampaignAction(_state: DeskFormState, form: FormData): Promise<DeskFormState> {
  const values = typedValues(form, 4000);
  const common = commonInput(form);
  if (common.problem !== null) return { problem: common.problem, values };
  const input = {
    ...common.input,
    descriptions: LANGUAGES.map((languageCode) => ({
      languageCode,
      text: text(form, `description-${languageCode}`, 4000),
    })),
    market: text(form, 'market', 64) || null,
    categoryId: idOf(text(form, 'categoryId', 12)),
    brandId: idOf(text(form, 'brandId', 12)),
    articleNumbers: articleNumbersOf(text(form, 'articleNumbers', 60_000)).slice(0, 1000),
  };
  const id = idOf(text(form, 'id', 12));
  const result = id
    ? await staffMutation(UpdateCampaignMutation, { id, input })
    : await staffMutation(CreateCampaignMutation, { alias: text(form, 'alias', 200), input });
  const { problem, detail } = problemOf(result);
  if (problem) return { problem, detail, values };
  const saved = result.ok ? Object.values(result.data)[0]?.campaign?.id : null;
  redirect(`${href(localeOf(form), `/campaigns/${saved ?? id}`)}?done=saved`);
}

/** Ends a campaign now, from its page. */
export async function endCampaignAction(form: FormData): Promise<void> {
  const id = idOf(text(form, 'id', 12));
  const page = href(localeOf(form), id ? `/campaigns/${id}` : '/campaigns');
  if (id === null) redirect(`${page}?problem=CAMPAIGN_NOT_FOUND`);
  const { problem } = problemOf(await staffMutation(EndCampaignMutation, { id }));
  redirect(`${page}?${problem ? `problem=${encodeURIComponent(problem)}` : 'done=ended'}`);
}

/** A promo code made or changed; done, to its page; refused, the form again with why and what was typed. */
export async function savePromoCodeAction(_state: DeskFormState, form: FormData): Promise<DeskFormState> {
  const values = typedValues(form, 4000);
  const common = commonInput(form);
  if (common.problem !== null) return { problem: common.problem, values };
  const minimumOrder = amountsOf(form, 'minimum-');
  if (minimumOrder === null) return { problem: 'BAD_AMOUNT', values };
  const limits = {
    maxUses: text(form, 'maxUses', 12),
    maxUsesPerCustomer: text(form, 'maxUsesPerCustomer', 12),
  };
  const maxUses = limits.maxUses === '' ? null : wholeOf(limits.maxUses);
  const maxUsesPerCustomer = limits.maxUsesPerCustomer === '' ? null : wholeOf(limits.maxUsesPerCustomer);
  if (Number.isNaN(maxUses) || Number.isNaN(maxUsesPerCustomer)) return { problem: 'BAD_LIMIT', values };
  const input = {
    ...common.input,
    minimumOrder,
    requiredBrandId: idOf(text(form, 'requiredBrandId', 12)),
    maxUses,
    maxUsesPerCustomer,
  };
  const existing = text(form, 'existing', 100);
  const code = existing || text(form, 'code', 100);
  const result = existing
    ? await staffMutation(UpdatePromoCodeMutation, { code, input })
    : await staffMutation(CreatePromoCodeMutation, { code, input });
  const { problem } = problemOf(result);
  if (problem) return { problem, values };
  const saved = result.ok ? Object.values(result.data)[0]?.promoCode?.code : null;
  redirect(`${href(localeOf(form), `/codes/${encodeURIComponent(saved ?? code)}`)}?done=saved`);
}

/** Ends a promo code now, from its page. */
export async function endPromoCodeAction(form: FormData): Promise<void> {
  const code = text(form, 'code', 100);
  const page = href(localeOf(form), `/codes/${encodeURIComponent(code)}`);
  const { problem } = problemOf(await staffMutation(EndPromoCodeMutation, { code }));
  redirect(`${page}?${problem ? `problem=${encodeURIComponent(problem)}` : 'done=ended'}`);
}

/** Issues a gift card; its code comes back in the answer to this post alone, never in an address. */
export async function issueGiftCardAction(_state: IssueState, form: FormData): Promise<IssueState> {
  const values = {
    currency: text(form, 'currency', 3),
    amount: text(form, 'amount', 40),
    note: text(form, 'note', 600),
  };
  const minor = minorOf(values.amount);
  if (minor === null) return { problem: 'BAD_AMOUNT', values };
  const expiresTyped = text(form, 'expiresOn', 20);
  // A card valid until a day is valid through that day in Stockholm.
  const expiresAt = expiresTyped === '' ? null : stockholmMoment(`${expiresTyped}T23:59`);
  if (expiresTyped !== '' && expiresAt === null) return { problem: 'BAD_END', values };
  const result = await staffMutation(IssueGiftCardMutation, {
    currency: values.currency,
    amount: minor / 100,
    expiresAt,
    note: values.note || null,
  });
  if (!result.ok) return { problem: result.formError ?? 'UNKNOWN', values };
  const issued = result.data.issueGiftCard;
  if (issued.refusal || !issued.code) return { problem: issued.refusal ?? 'UNKNOWN', values };
  return { problem: null, code: issued.code, card: issued.giftCard };
}

/** Looks a card up by its code, or voids the card found (the button's `intent`), posted, never in an address. */
export async function giftCardAction(state: LookupState, form: FormData): Promise<LookupState> {
  if (text(form, 'intent', 10) === 'void') {
    const id = idOf(text(form, 'id', 12));
    if (id === null) return { problem: 'GIFT_CARD_NOT_FOUND' };
    const result = await staffMutation(VoidGiftCardMutation, { id, reason: text(form, 'reason', 600) });
    if (!result.ok) return { ...state, problem: result.formError ?? 'UNKNOWN' };
    const { refusal, giftCard } = result.data.voidGiftCard;
    if (refusal) return { ...state, problem: refusal };
    return { problem: null, card: giftCard, voided: true };
  }
  const code = text(form, 'code', 100);
  if (code === '') return { problem: 'GIFT_CARD_NOT_FOUND' };
  const { marketingGiftCard } = await staffQuery(GiftCardQuery, { code });
  return marketingGiftCard ? { problem: null, card: marketingGiftCard } : { problem: 'GIFT_CARD_NOT_FOUND' };
}
