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
  answerOf,
  CampaignStateEnum,
  changeOf,
  changeType,
  id,
  languageCode,
  languageOf,
  nameFields,
  TextType,
  textsOf,
} from './graphql-types.ts';
import { MARKETING_LIMITS as L } from './refusals.ts';

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

const CartOfferChangeType = changeType<DeskCartOffer>('MarketingCartOfferChange', {
  description: 'The cart offer after the change, or why it was refused (nothing changed)',
  field: 'cartOffer',
  type: CartOfferType,
});

const CartOfferInput = adminBuilder.inputType('MarketingCartOfferInput', {
  fields: (t) => ({
    ...nameFields(t),
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

/** A cart offer, its name in the language asked for; null for an unknown id. Carts are priced when read: nothing is cached to expire. */
async function cartOfferOf(ctx: AdminContext, offerId: number, asked?: string | null) {
  const [offer] = await listCartOffers(ctx.db, {
    languageCode: languageOf(ctx, asked),
    now: new Date(ctx.now()),
    ids: [offerId],
  });
  return offer ?? null;
}

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
    resolve: (_root, args, ctx) => cartOfferOf(ctx, args.id, args.languageCode),
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
        await createCartOffer(ctx.db, { ...changeOf(ctx, args.input), alias: args.alias }),
        (offerId) => cartOfferOf(ctx, offerId),
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
      answerOf(await updateCartOffer(ctx.db, { ...changeOf(ctx, args.input), id: args.id }), (offerId) =>
        cartOfferOf(ctx, offerId),
      ),
  }),
  endCartOffer: t.field({
    type: CartOfferChangeType,
    description: 'Ends a cart offer now (one not begun never runs)',
    authScopes: { permission: 'marketing.write' },
    args: { id: t.arg.int({ required: true, validate: id }) },
    resolve: async (_root, args, ctx) =>
      answerOf(await endCartOffer(ctx.db, { id: args.id, actor: ctx.actor, now: ctx.now() }), (offerId) =>
        cartOfferOf(ctx, offerId),
      ),
  }),
}));
