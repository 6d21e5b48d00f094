import { z } from 'zod';
import { adminBuilder } from '#src/admin/builder.ts';
import type { AdminContext } from '#src/admin/context.ts';
import { text } from '#src/graphql/input.ts';
import { findDeskGiftCard, issueGiftCard, voidGiftCard } from './gift-cards.ts';
import {
  AmountInput,
  answerOf,
  changeOf,
  DiscountKindEnum,
  GiftCardChangeType,
  GiftCardIssueType,
  GiftCardType,
  id,
  languageCode,
  languageOf,
  nameFields,
  PromoCodeChangeType,
  PromoCodeType,
} from './graphql-types.ts';
import { createPromoCode, endPromoCode, listPromoCodes, updatePromoCode } from './promo-codes.ts';
import { MARKETING_LIMITS as L } from './refusals.ts';

const codeArg = text(100);

const PromoCodeInput = adminBuilder.inputType('MarketingPromoCodeInput', {
  fields: (t) => ({
    ...nameFields(t),
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

/** A code with its uses and state, its name in the language asked for; null for an unknown one. Carts read codes live: nothing is cached. */
async function promoCodeOf(ctx: AdminContext, code: string, asked?: string | null) {
  const [promoCode] = await listPromoCodes(ctx.db, {
    languageCode: languageOf(ctx, asked),
    now: new Date(ctx.now()),
    code,
  });
  return promoCode ?? null;
}

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
    resolve: (_root, args, ctx) => promoCodeOf(ctx, args.code, args.languageCode),
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

adminBuilder.mutationFields((t) => {
  /** A code made or changed: both take the code and the form's input, and answer the code as it now is. */
  const saveCode = (description: string, save: typeof createPromoCode) =>
    t.field({
      type: PromoCodeChangeType,
      description,
      authScopes: { permission: 'marketing.write' },
      args: {
        code: t.arg.string({ required: true, validate: codeArg }),
        input: t.arg({ type: PromoCodeInput, required: true }),
      },
      resolve: async (_root, args, ctx) =>
        answerOf(await save(ctx.db, { ...changeOf(ctx, args.input), code: args.code }), (code) =>
          promoCodeOf(ctx, code),
        ),
    });
  return {
    createPromoCode: saveCode(
      'A new promo code (upper case; refused when it exists) with the audit row, in one transaction',
      createPromoCode,
    ),
    updatePromoCode: saveCode(
      "Changes a code's terms, dates and limits (never the code), with the audit row",
      updatePromoCode,
    ),
    endPromoCode: t.field({
      type: PromoCodeChangeType,
      description: 'Ends a code now: carts holding it find it invalid',
      authScopes: { permission: 'marketing.write' },
      args: { code: t.arg.string({ required: true, validate: codeArg }) },
      resolve: async (_root, args, ctx) =>
        answerOf(await endPromoCode(ctx.db, { code: args.code, actor: ctx.actor, now: ctx.now() }), (code) =>
          promoCodeOf(ctx, code),
        ),
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
      resolve: async (_root, args, ctx) =>
        answerOf(
          await issueGiftCard(ctx.db, { ...args, actor: ctx.actor, now: ctx.now() }),
          async ({ code }) => ({
            code,
            card: await findDeskGiftCard(ctx.db, code, new Date(ctx.now())),
          }),
        ),
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
      resolve: async (_root, args, ctx) =>
        answerOf(await voidGiftCard(ctx.db, { ...args, actor: ctx.actor, now: ctx.now() }), (cardId) =>
          findDeskGiftCard(ctx.db, cardId, new Date(ctx.now())),
        ),
    }),
  };
});
