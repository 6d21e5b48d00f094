import { z } from 'zod';
import { adminBuilder } from '#src/admin/builder.ts';
import type { AdminContext } from '#src/admin/context.ts';
import { CART_CAMPAIGN_KINDS } from '#src/db/schema.ts';
import { text } from '#src/graphql/input.ts';
import {
  createCartOffer,
  type DeskCartOffer,
  endCartOffer,
  listCartOffers,
  updateCartOffer,
} from './cart-offers.ts';
import {
  CampaignStateEnum,
  type MarketingAnswer,
  MarketingRefusalEnum,
  TextInput,
  TextType,
  textsOf,
} from './graphql-types.ts';
import { MARKETING_LIMITS as L, type MarketingResult } from './refusals.ts';

const id = z.number().int().min(1, 'not an id').max(2_147_483_647, 'not an id');
const languageCode = z.enum(['sv', 'en']).nullish();
const languageOf = (ctx: AdminContext, asked?: string | null) => asked ?? ctx.staff?.languageCode ?? 'sv';

const CartOfferKindEnum = adminBuilder.enumType('MarketingCartOfferKind', {
  description:
    "QUANTITY_PRICE: of every buyQuantity units of a line of the category's products, payQuantity are paid for (3 for 2); CART_DISCOUNT: a percentage off a cart of minItems units or more",
  values: CART_CAMPAIGN_KINDS,
});

const CartOfferType = adminBuilder.objectRef<DeskCartOffer>('MarketingCartOffer').implement({
  description: 'An offer the cart applies by itself, named there when it gives something',
  fields: (t) => ({
    id: t.exposeInt('id'),
    alias: t.exposeString('alias'),
    name: t.exposeString('name', { description: 'In the language asked for' }),
    names: t.field({ type: [TextType], resolve: (o) => textsOf(o.names) }),
    hideTitle: t.exposeBoolean('hideTitle'),
    kind: t.field({ type: CartOfferKindEnum, resolve: (o) => o.kind }),
    categoryId: t.exposeInt('categoryId', { nullable: true }),
    categoryName: t.exposeString('categoryName', { nullable: true }),
    buyQuantity: t.exposeInt('buyQuantity', { nullable: true }),
    payQuantity: t.exposeInt('payQuantity', { nullable: true }),
    percentage: t.field({ type: 'Decimal', nullable: true, resolve: (o) => o.percentageBp }),
    minItems: t.exposeInt('minItems', { nullable: true }),
    startsAt: t.field({ type: 'DateTime', resolve: (o) => o.startsAt }),
    endsAt: t.field({ type: 'DateTime', nullable: true, resolve: (o) => o.endsAt }),
    state: t.field({ type: CampaignStateEnum, resolve: (o) => o.state }),
  }),
});

const CartOfferChangeType = adminBuilder
  .objectRef<MarketingAnswer<DeskCartOffer>>('MarketingCartOfferChange')
  .implement({
    description: 'The cart offer after the change, or why it was refused (nothing changed)',
    fields: (t) => ({
      cartOffer: t.field({ type: CartOfferType, nullable: true, resolve: (a) => a.value }),
      refusal: t.field({ type: MarketingRefusalEnum, nullable: true, resolve: (a) => a.refusal }),
      message: t.exposeString('message', { nullable: true }),
    }),
  });

const CartOfferInput = adminBuilder.inputType('MarketingCartOfferInput', {
  fields: (t) => ({
    names: t.field({
      type: [TextInput],
      required: true,
      description: 'Its name per language, as the cart names it; Swedish is required',
      validate: z.array(z.unknown()).max(10),
    }),
    hideTitle: t.boolean(),
    kind: t.field({ type: CartOfferKindEnum, required: true }),
    categoryId: t.int({
      description: 'QUANTITY_PRICE: the category (and those below it)',
      validate: id.nullish(),
    }),
    buyQuantity: t.int({ description: `QUANTITY_PRICE: 2 to ${L.quantityMax}` }),
    payQuantity: t.int({ description: 'QUANTITY_PRICE: at least 1, fewer than buyQuantity' }),
    percentage: t.field({ type: 'Decimal', description: 'CART_DISCOUNT: more than 0 and less than 100' }),
    minItems: t.int({
      description: `CART_DISCOUNT: the units in the cart from which it applies, 1 to ${L.quantityMax}`,
    }),
    startsAt: t.field({ type: 'DateTime', required: true }),
    endsAt: t.field({ type: 'DateTime' }),
  }),
});

/** The offer after a change, or the refusal. Carts are priced when read: nothing is cached to expire. */
async function answerOf(
  ctx: AdminContext,
  result: MarketingResult<number>,
): Promise<MarketingAnswer<DeskCartOffer>> {
  if (!result.ok)
    return { value: null, refusal: result.refusal, message: result.message, detail: result.detail };
  const [offer] = await listCartOffers(ctx.db, {
    languageCode: languageOf(ctx),
    now: new Date(ctx.now()),
    ids: [result.value],
  });
  return { value: offer ?? null, refusal: null, message: null, detail: null };
}

const inputOf = <I extends { percentage?: number | null }>({ input }: { input: I }) => ({
  ...input,
  percentageBp: input.percentage,
});

adminBuilder.queryFields((t) => ({
  marketingCartOffers: t.field({
    type: [CartOfferType],
    description: `The cart's own offers (3 for 2 on a category, a discount from a number of items), newest start first (at most ${L.listMax})`,
    authScopes: { permission: 'catalog.read' },
    args: { languageCode: t.arg.string({ validate: languageCode }) },
    resolve: (_root, args, ctx) =>
      listCartOffers(ctx.db, { languageCode: languageOf(ctx, args.languageCode), now: new Date(ctx.now()) }),
  }),
  marketingCartOffer: t.field({
    type: CartOfferType,
    nullable: true,
    description: 'One cart offer; null for an unknown id',
    authScopes: { permission: 'catalog.read' },
    args: {
      id: t.arg.int({ required: true, validate: id }),
      languageCode: t.arg.string({ validate: languageCode }),
    },
    resolve: async (_root, args, ctx) => {
      const [offer] = await listCartOffers(ctx.db, {
        languageCode: languageOf(ctx, args.languageCode),
        now: new Date(ctx.now()),
        ids: [args.id],
      });
      return offer ?? null;
    },
  }),
}));

adminBuilder.mutationFields((t) => ({
  createCartOffer: t.field({
    type: CartOfferChangeType,
    description: 'A new cart offer with its audit row, in one transaction; the next read of a cart prices it',
    authScopes: { permission: 'marketing.write' },
    args: {
      alias: t.arg.string({ required: true, description: 'a-z, 0-9 and dashes', validate: text(200) }),
      input: t.arg({ type: CartOfferInput, required: true }),
    },
    resolve: async (_root, args, ctx) =>
      answerOf(
        ctx,
        await createCartOffer(ctx.db, {
          ...inputOf(args),
          alias: args.alias,
          actor: ctx.actor,
          now: ctx.now(),
        }),
      ),
  }),
  updateCartOffer: t.field({
    type: CartOfferChangeType,
    description: 'Changes a cart offer (never its alias), with its audit row',
    authScopes: { permission: 'marketing.write' },
    args: {
      id: t.arg.int({ required: true, validate: id }),
      input: t.arg({ type: CartOfferInput, required: true }),
    },
    resolve: async (_root, args, ctx) =>
      answerOf(
        ctx,
        await updateCartOffer(ctx.db, { ...inputOf(args), id: args.id, actor: ctx.actor, now: ctx.now() }),
      ),
  }),
  endCartOffer: t.field({
    type: CartOfferChangeType,
    description: 'Ends a cart offer now (one not begun never runs)',
    authScopes: { permission: 'marketing.write' },
    args: { id: t.arg.int({ required: true, validate: id }) },
    resolve: async (_root, args, ctx) =>
      answerOf(ctx, await endCartOffer(ctx.db, { id: args.id, actor: ctx.actor, now: ctx.now() })),
  }),
}));
