import type { ObjectRef } from '@pothos/core';
import { LANGUAGE_CODES } from '@shop/contract';
import { z } from 'zod';
import { adminBuilder } from '#src/admin/builder.ts';
import type { AdminContext } from '#src/admin/context.ts';
import { DISCOUNT_CAMPAIGN_KINDS, type LocalizedText } from '#src/db/schema.ts';
import { text } from '#src/graphql/input.ts';
import { CAMPAIGN_STATES, campaignArticleNumbers, type DeskCampaign } from './campaign-list.ts';
import { type DeskGiftCard, GIFT_CARD_STATES } from './gift-cards.ts';
import { type DeskPromoCode, PROMO_DESK_STATES } from './promo-codes.ts';
import {
  MARKETING_LIMITS as L,
  MARKETING_REFUSALS,
  type MarketingRefusalCode,
  type MarketingResult,
} from './refusals.ts';

type AdminTypes = typeof adminBuilder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

export const MarketingRefusalEnum = adminBuilder.enumType('MarketingRefusal', {
  description: 'Why a change at the marketing desk was refused; nothing was changed',
  values: MARKETING_REFUSALS,
});

export const DiscountKindEnum = adminBuilder.enumType('MarketingDiscountKind', {
  description: 'PERCENTAGE off, a FIXED_AMOUNT off (per currency, inc VAT), or FREE_SHIPPING',
  values: DISCOUNT_CAMPAIGN_KINDS,
});

export const CampaignStateEnum = adminBuilder.enumType('MarketingCampaignState', {
  description: 'SCHEDULED (starts later), RUNNING, ENDED',
  values: CAMPAIGN_STATES,
});

const PromoCodeStateEnum = adminBuilder.enumType('MarketingPromoCodeState', {
  description:
    'SCHEDULED, ENDED and USED_UP (every use taken) codes are INVALID in a cart; an ACTIVE one is ACTIVATED, or REQUIREMENTS_NOT_MET in a cart short of its minimum order or brand',
  values: PROMO_DESK_STATES,
});

const GiftCardStateEnum = adminBuilder.enumType('MarketingGiftCardState', {
  description: 'ACTIVE (pays), EMPTY (nothing left), EXPIRED, VOIDED (pays nothing, whatever it holds)',
  values: GIFT_CARD_STATES,
});

export const TextType = adminBuilder
  .objectRef<{ languageCode: string; text: string }>('MarketingText')
  .implement({
    description: 'A text in one of the shop’s languages',
    fields: (t) => ({ languageCode: t.exposeString('languageCode'), text: t.exposeString('text') }),
  });

const AmountType = adminBuilder.objectRef<{ currency: string; amount: number }>('MarketingAmount').implement({
  description: 'An amount inc VAT in one currency',
  fields: (t) => ({
    currency: t.exposeString('currency'),
    amount: t.field({ type: 'Decimal', resolve: (a) => a.amount }),
  }),
});

export const TextInput = adminBuilder.inputType('MarketingTextInput', {
  fields: (t) => ({
    languageCode: t.string({
      required: true,
      description: 'sv, da, en, fi or nb',
      validate: z.enum(LANGUAGE_CODES),
    }),
    text: t.string({
      validate: z
        .string()
        .max(L.descriptionMax * 2)
        .nullish(),
    }),
  }),
});

/** A code's or a cart offer's name per language, as the cart names it, and whether to hide it. */
export const nameFields = (t: PothosSchemaTypes.InputFieldBuilder<AdminTypes, 'InputObject'>) => ({
  names: t.field({
    type: [TextInput],
    required: true,
    description: 'Its name per language, as the cart names it; Swedish is required',
    validate: z.array(z.unknown()).max(10),
  }),
  hideTitle: t.boolean(),
});

export const AmountInput = adminBuilder.inputType('MarketingAmountInput', {
  fields: (t) => ({
    currency: t.string({ required: true, description: 'SEK, DKK, NOK or EUR', validate: text(3) }),
    amount: t.field({ type: 'Decimal', description: 'Inc VAT; absent: none in this currency' }),
  }),
});

export const textsOf = (texts: LocalizedText) =>
  LANGUAGE_CODES.flatMap((languageCode) =>
    texts[languageCode] ? [{ languageCode, text: texts[languageCode] }] : [],
  );

export const CampaignType = adminBuilder.objectRef<DeskCampaign>('MarketingCampaign').implement({
  description: 'A price campaign, or one that ships its products free',
  fields: (t) => ({
    id: t.exposeInt('id'),
    alias: t.exposeString('alias', { description: 'Its list in the shop is /dc/{alias}' }),
    name: t.exposeString('name', { description: 'In the language asked for' }),
    names: t.field({ type: [TextType], resolve: (c) => textsOf(c.names) }),
    descriptions: t.field({ type: [TextType], resolve: (c) => textsOf(c.descriptions) }),
    hideTitle: t.exposeBoolean('hideTitle', { description: 'Its name is not shown on cards and cart lines' }),
    kind: t.field({ type: DiscountKindEnum, resolve: (c) => c.kind }),
    percentage: t.field({
      type: 'Decimal',
      nullable: true,
      description: 'PERCENTAGE: the share off, in percent',
      resolve: (c) => c.percentageBp,
    }),
    amountsOff: t.field({ type: [AmountType], resolve: (c) => c.amountsOff }),
    market: t.exposeString('market', { nullable: true, description: 'Its one market; null: every market' }),
    categoryId: t.exposeInt('categoryId', { nullable: true }),
    categoryName: t.exposeString('categoryName', { nullable: true }),
    brandId: t.exposeInt('brandId', { nullable: true }),
    brandName: t.exposeString('brandName', { nullable: true }),
    productCount: t.exposeInt('productCount'),
    articleNumbers: t.stringList({
      description: `Its products' article numbers, at most ${L.articleNumbersMax} (what a campaign chosen by hand names)`,
      resolve: (c, _args, ctx) => campaignArticleNumbers(ctx.db, c.id),
    }),
    startsAt: t.field({ type: 'DateTime', resolve: (c) => c.startsAt }),
    endsAt: t.field({ type: 'DateTime', nullable: true, resolve: (c) => c.endsAt }),
    state: t.field({ type: CampaignStateEnum, resolve: (c) => c.state }),
    onHomePage: t.exposeBoolean('onHomePage', {
      description: 'A block of the home page shows it (its carousel, or a link to its list)',
    }),
  }),
});

export const PromoCodeType = adminBuilder.objectRef<DeskPromoCode>('MarketingPromoCode').implement({
  description: 'A code shoppers type in the cart, with its uses so far',
  fields: (t) => ({
    code: t.exposeString('code'),
    name: t.exposeString('name', { description: 'In the language asked for' }),
    names: t.field({ type: [TextType], resolve: (c) => textsOf(c.names) }),
    hideTitle: t.exposeBoolean('hideTitle'),
    kind: t.field({ type: DiscountKindEnum, resolve: (c) => c.kind }),
    percentage: t.field({ type: 'Decimal', nullable: true, resolve: (c) => c.percentageBp }),
    amountsOff: t.field({ type: [AmountType], resolve: (c) => c.amountsOff }),
    minimumOrder: t.field({ type: [AmountType], resolve: (c) => c.minimumOrder }),
    requiredBrandId: t.exposeInt('requiredBrandId', { nullable: true }),
    requiredBrandName: t.exposeString('requiredBrandName', { nullable: true }),
    startsAt: t.field({ type: 'DateTime', resolve: (c) => c.startsAt }),
    endsAt: t.field({ type: 'DateTime', nullable: true, resolve: (c) => c.endsAt }),
    maxUses: t.exposeInt('maxUses', { nullable: true }),
    maxUsesPerCustomer: t.exposeInt('maxUsesPerCustomer', { nullable: true }),
    uses: t.exposeInt('uses', { description: 'Orders it gave a discount, cancelled ones not counted' }),
    customers: t.exposeInt('customers', { description: 'The customers of those orders' }),
    state: t.field({ type: PromoCodeStateEnum, resolve: (c) => c.state }),
  }),
});

const GiftCardUseType = adminBuilder
  .objectRef<DeskGiftCard['uses'][number]>('MarketingGiftCardUse')
  .implement({
    description: 'An order the card paid (part of)',
    fields: (t) => ({
      orderId: t.exposeInt('orderId'),
      at: t.field({ type: 'DateTime', resolve: (u) => u.at }),
      stage: t.exposeString('stage'),
      drawn: t.field({ type: 'Decimal', resolve: (u) => u.drawn }),
      returned: t.field({
        type: 'Decimal',
        description: 'Put back by a cancellation or credit',
        resolve: (u) => u.returned,
      }),
    }),
  });

export const GiftCardType = adminBuilder.objectRef<DeskGiftCard>('MarketingGiftCard').implement({
  description: 'A gift card found by its code; the code itself is never shown again, only its last four',
  fields: (t) => ({
    id: t.exposeInt('id'),
    maskedCode: t.exposeString('maskedCode'),
    currency: t.exposeString('currency'),
    balance: t.field({ type: 'Decimal', resolve: (c) => c.balance }),
    initialBalance: t.field({ type: 'Decimal', nullable: true, resolve: (c) => c.initialBalance }),
    issuedAt: t.field({ type: 'DateTime', nullable: true, resolve: (c) => c.issuedAt }),
    issuedBy: t.exposeString('issuedBy', { nullable: true }),
    note: t.exposeString('note', { nullable: true }),
    expiresAt: t.field({ type: 'DateTime', nullable: true, resolve: (c) => c.expiresAt }),
    voidedAt: t.field({ type: 'DateTime', nullable: true, resolve: (c) => c.voidedAt }),
    voidedBy: t.exposeString('voidedBy', { nullable: true }),
    voidReason: t.exposeString('voidReason', { nullable: true }),
    state: t.field({ type: GiftCardStateEnum, resolve: (c) => c.state }),
    uses: t.field({ type: [GiftCardUseType], resolve: (c) => c.uses }),
  }),
});

/** An id argument. */
export const id = z.number().int().min(1, 'not an id').max(2_147_483_647, 'not an id');

/** The language names are read in, sv or en; absent: the member's. */
export const languageCode = z.enum(['sv', 'en']).nullish();
export const languageOf = (ctx: AdminContext, asked?: string | null) =>
  asked ?? ctx.staff?.languageCode ?? 'sv';

/** A form's input as the desk takes it, changed by the member now: a percentage read as hundredths is basis points. */
export const changeOf = <I extends { percentage?: number | null }>(ctx: AdminContext, input: I) => ({
  ...input,
  percentageBp: input.percentage,
  actor: ctx.actor,
  now: ctx.now(),
});

/** What a change answers: the thing as it now is, or the refusal (nothing changed). */
export interface MarketingAnswer<T> {
  value: T | null;
  refusal: MarketingRefusalCode | null;
  message: string | null;
  detail: string | null;
}

/** A change's answer: its refusal, or what `found` reads of the thing changed (after what it tells the shop). */
export async function answerOf<V, T>(
  result: MarketingResult<V>,
  found: (value: V) => Promise<T | null | undefined>,
): Promise<MarketingAnswer<T>> {
  if (!result.ok)
    return { value: null, refusal: result.refusal, message: result.message, detail: result.detail };
  return { value: (await found(result.value)) ?? null, refusal: null, message: null, detail: null };
}

/** The type of a change's answer: the thing as it now is (`field`), or why it was refused (nothing changed). */
export function changeType<T extends object>(
  name: string,
  options: { description: string; field: string; type: ObjectRef<AdminTypes, T>; detail?: boolean },
) {
  return adminBuilder.objectRef<MarketingAnswer<T>>(name).implement({
    description: options.description,
    fields: (t) => ({
      [options.field]: t.expose('value', { type: options.type, nullable: true }),
      refusal: t.field({ type: MarketingRefusalEnum, nullable: true, resolve: (a) => a.refusal }),
      message: t.exposeString('message', { nullable: true }),
      ...(options.detail
        ? {
            detail: t.exposeString('detail', {
              nullable: true,
              description: 'What it concerns, e.g. the article numbers not found',
            }),
          }
        : {}),
    }),
  });
}

export const CampaignChangeType = changeType<DeskCampaign>('MarketingCampaignChange', {
  description: 'The campaign after the change, or why it was refused (nothing changed)',
  field: 'campaign',
  type: CampaignType,
  detail: true,
});

export const PromoCodeChangeType = changeType<DeskPromoCode>('MarketingPromoCodeChange', {
  description: 'The code after the change, or why it was refused (nothing changed)',
  field: 'promoCode',
  type: PromoCodeType,
});

export const GiftCardChangeType = changeType<DeskGiftCard>('MarketingGiftCardChange', {
  description: 'The card after the change, or why it was refused (nothing changed)',
  field: 'giftCard',
  type: GiftCardType,
});

export const GiftCardIssueType = adminBuilder
  .objectRef<MarketingAnswer<{ code: string; card: DeskGiftCard | null }>>('MarketingGiftCardIssue')
  .implement({
    description: 'The card issued with its code, shown this once; or why not (nothing changed)',
    fields: (t) => ({
      code: t.string({
        nullable: true,
        description: 'The whole code: shown only here',
        resolve: (a) => a.value?.code ?? null,
      }),
      giftCard: t.field({ type: GiftCardType, nullable: true, resolve: (a) => a.value?.card ?? null }),
      refusal: t.field({ type: MarketingRefusalEnum, nullable: true, resolve: (a) => a.refusal }),
      message: t.exposeString('message', { nullable: true }),
    }),
  });

export const ChoicesType = adminBuilder
  .objectRef<{
    markets: { alias: string; name: string; currency: string }[];
    currencies: string[];
    categories: { id: number; name: string; depth: number }[];
    brands: { id: number; name: string }[];
  }>('MarketingChoices')
  .implement({
    description: 'What the campaign and code forms choose from',
    fields: (t) => ({
      markets: t.field({
        type: [
          adminBuilder
            .objectRef<{ alias: string; name: string; currency: string }>('MarketingMarket')
            .implement({
              fields: (m) => ({
                alias: m.exposeString('alias'),
                name: m.exposeString('name', { description: 'Its country, in the language asked for' }),
                currency: m.exposeString('currency'),
              }),
            }),
        ],
        resolve: (c) => c.markets,
      }),
      currencies: t.exposeStringList('currencies'),
      categories: t.field({
        type: [
          adminBuilder.objectRef<{ id: number; name: string; depth: number }>('MarketingCategory').implement({
            fields: (m) => ({
              id: m.exposeInt('id'),
              name: m.exposeString('name'),
              depth: m.exposeInt('depth', { description: '0 at the top of the tree' }),
            }),
          }),
        ],
        description: 'The tree in its order, each below its parent',
        resolve: (c) => c.categories,
      }),
      brands: t.field({
        type: [
          adminBuilder.objectRef<{ id: number; name: string }>('MarketingBrand').implement({
            fields: (m) => ({ id: m.exposeInt('id'), name: m.exposeString('name') }),
          }),
        ],
        resolve: (c) => c.brands,
      }),
    }),
  });
