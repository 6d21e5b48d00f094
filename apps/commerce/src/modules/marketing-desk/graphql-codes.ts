import { z } from 'zod';
import { adminBuilder } from '#src/admin/builder.ts';
import type { AdminContext } from '#src/admin/context.ts';
import { text } from '#src/graphql/input.ts';
import { findDeskGiftCard, issueGiftCard, voidGiftCard } from './gift-cards.ts';
import {
  AmountInput,
  DiscountKindEnum,
  GiftCardChangeType,
  GiftCardIssueType,
  GiftCardType,
  type MarketingAnswer,
  PromoCodeChangeType,
  PromoCodeType,
  TextInput,
} from './graphql-types.ts';
import {
  createPromoCode,
  type DeskPromoCode,
  endPromoCode,
  listPromoCodes,
  updatePromoCode,
} from './promo-codes.ts';
import { MARKETING_LIMITS as L, type MarketingResult } from './refusals.ts';

const id = z.number().int().min(1, 'not an id').max(2_147_483_647, 'not an id');
const languageCode = z.enum(['sv', 'en']).nullish();
const languageOf = (ctx: AdminContext, asked?: string | null) => asked ?? ctx.staff?.languageCode ?? 'sv';
const codeArg = text(100);

const PromoCodeInput = adminBuilder.inputType('MarketingPromoCodeInput', {
  fields: (t) => ({
    names: t.field({
      type: [TextInput],
      required: true,
      description: 'Its name per language, as the cart names it; Swedish is required',
      validate: z.array(z.unknown()).max(10),
    }),
    hideTitle: t.boolean(),
    kind: t.field({ type: DiscountKindEnum, required: true }),
    percentage: t.field({ type: 'Decimal', description: 'PERCENTAGE: more than 0, at most 100' }),
    amountsOff: t.field({
      type: [AmountInput],
      description: 'FIXED_AMOUNT: off the cart, inc VAT, per currency',
      validate: z.array(z.unknown()).max(10).nullish(),
    }),
    minimumOrder: t.field({
      type: [AmountInput],
      description: "Requirement: the items' value inc VAT at least this, per currency",
      validate: z.array(z.unknown()).max(10).nullish(),
    }),
    requiredBrandId: t.int({
      description: 'Requirement: the cart holds a product of this brand',
      validate: id.nullish(),
    }),
    startsAt: t.field({ type: 'DateTime', required: true }),
    endsAt: t.field({ type: 'DateTime' }),
    maxUses: t.int({ description: 'The most orders that may use it; absent: no limit' }),
    maxUsesPerCustomer: t.int({
      description:
        "The most one customer's orders may (the invoice's customer: identity number or email); absent: no limit",
    }),
  }),
});

/** The code after a change, or the refusal (nothing changed). Carts read codes live: nothing is cached. */
async function answerOf(
  ctx: AdminContext,
  result: MarketingResult<string>,
): Promise<MarketingAnswer<DeskPromoCode>> {
  if (!result.ok)
    return { value: null, refusal: result.refusal, message: result.message, detail: result.detail };
  const [promoCode] = await listPromoCodes(ctx.db, {
    languageCode: languageOf(ctx),
    now: new Date(ctx.now()),
    code: result.value,
  });
  return { value: promoCode ?? null, refusal: null, message: null, detail: null };
}

const inputOf = <I extends { percentage?: number | null }>({ input }: { input: I }) => ({
  ...input,
  percentageBp: input.percentage,
});

adminBuilder.queryFields((t) => ({
  marketingPromoCodes: t.field({
    type: [PromoCodeType],
    description: `Promo codes with their uses and state, newest first (at most ${L.listMax}); \`search\` finds a part of the code`,
    authScopes: { permission: 'catalog.read' },
    args: {
      search: t.arg.string({ validate: codeArg.nullish() }),
      languageCode: t.arg.string({ validate: languageCode }),
    },
    resolve: (_root, args, ctx) =>
      listPromoCodes(ctx.db, {
        search: args.search,
        languageCode: languageOf(ctx, args.languageCode),
        now: new Date(ctx.now()),
      }),
  }),
  marketingPromoCode: t.field({
    type: PromoCodeType,
    nullable: true,
    description: 'One promo code, typed in any case; null for an unknown one',
    authScopes: { permission: 'catalog.read' },
    args: {
      code: t.arg.string({ required: true, validate: codeArg }),
      languageCode: t.arg.string({ validate: languageCode }),
    },
    resolve: async (_root, args, ctx) => {
      const [promoCode] = await listPromoCodes(ctx.db, {
        code: args.code,
        languageCode: languageOf(ctx, args.languageCode),
        now: new Date(ctx.now()),
      });
      return promoCode ?? null;
    },
  }),
  marketingGiftCard: t.field({
    type: GiftCardType,
    nullable: true,
    description: 'The gift card a code names, with its balance and the orders it paid; null for none',
    authScopes: { permission: 'catalog.read' },
    args: { code: t.arg.string({ required: true, validate: codeArg }) },
    resolve: (_root, args, ctx) => findDeskGiftCard(ctx.db, args.code, new Date(ctx.now())),
  }),
}));

adminBuilder.mutationFields((t) => ({
  createPromoCode: t.field({
    type: PromoCodeChangeType,
    description:
      'A new promo code (upper case; refused when it exists) with the audit row, in one transaction',
    authScopes: { permission: 'marketing.write' },
    args: {
      code: t.arg.string({ required: true, validate: codeArg }),
      input: t.arg({ type: PromoCodeInput, required: true }),
    },
    resolve: async (_root, args, ctx) =>
      answerOf(
        ctx,
        await createPromoCode(ctx.db, {
          ...inputOf(args),
          code: args.code,
          actor: ctx.actor,
          now: ctx.now(),
        }),
      ),
  }),
  updatePromoCode: t.field({
    type: PromoCodeChangeType,
    description: "Changes a code's terms, dates and limits (never the code), with the audit row",
    authScopes: { permission: 'marketing.write' },
    args: {
      code: t.arg.string({ required: true, validate: codeArg }),
      input: t.arg({ type: PromoCodeInput, required: true }),
    },
    resolve: async (_root, args, ctx) =>
      answerOf(
        ctx,
        await updatePromoCode(ctx.db, {
          ...inputOf(args),
          code: args.code,
          actor: ctx.actor,
          now: ctx.now(),
        }),
      ),
  }),
  endPromoCode: t.field({
    type: PromoCodeChangeType,
    description: 'Ends a code now: carts holding it find it invalid',
    authScopes: { permission: 'marketing.write' },
    args: { code: t.arg.string({ required: true, validate: codeArg }) },
    resolve: async (_root, args, ctx) =>
      answerOf(ctx, await endPromoCode(ctx.db, { code: args.code, actor: ctx.actor, now: ctx.now() })),
  }),
  issueGiftCard: t.field({
    type: GiftCardIssueType,
    description: `Issues a gift card holding \`amount\` (more than 0, at most ${L.giftCardMax / 100}) of a currency, its code drawn at random and answered this once; with the audit row`,
    authScopes: { permission: 'marketing.write' },
    args: {
      currency: t.arg.string({ required: true, validate: text(3) }),
      amount: t.arg({ type: 'Decimal', required: true }),
      expiresAt: t.arg({ type: 'DateTime' }),
      note: t.arg.string({
        validate: z
          .string()
          .max(L.noteMax * 2)
          .nullish(),
      }),
    },
    resolve: async (_root, args, ctx) => {
      const result = await issueGiftCard(ctx.db, { ...args, actor: ctx.actor, now: ctx.now() });
      if (!result.ok) return { value: null, refusal: result.refusal, message: result.message, detail: null };
      const card = await findDeskGiftCard(ctx.db, result.value.code, new Date(ctx.now()));
      return { value: { code: result.value.code, card }, refusal: null, message: null, detail: null };
    },
  }),
  voidGiftCard: t.field({
    type: GiftCardChangeType,
    description:
      'Voids a gift card with the reason: it pays for nothing from now on, whatever it holds; with the audit row',
    authScopes: { permission: 'marketing.write' },
    args: {
      id: t.arg.int({ required: true, validate: id }),
      reason: t.arg.string({ required: true, validate: z.string().max(L.noteMax * 2) }),
    },
    resolve: async (_root, args, ctx) => {
      const result = await voidGiftCard(ctx.db, { ...args, actor: ctx.actor, now: ctx.now() });
      if (!result.ok) return { value: null, refusal: result.refusal, message: result.message, detail: null };
      const card = await findDeskGiftCard(ctx.db, result.value, new Date(ctx.now()));
      return { value: card, refusal: null, message: null, detail: null };
    },
  }),
}));
