import { z } from 'zod';
import { adminBuilder } from '#src/admin/builder.ts';
import type { AdminContext } from '#src/admin/context.ts';
import { text } from '#src/graphql/input.ts';
import { type CampaignChanged, createCampaign, endCampaign, updateCampaign } from './campaign-changes.ts';
import { listCampaigns } from './campaign-list.ts';
import { marketingChoices } from './choices.ts';
import {
  AmountInput,
  answerOf,
  CampaignChangeType,
  CampaignStateEnum,
  CampaignType,
  ChoicesType,
  changeOf,
  DiscountKindEnum,
  id,
  languageCode,
  languageOf,
  TextInput,
} from './graphql-types.ts';
import { MARKETING_LIMITS as L } from './refusals.ts';
import { showCampaignChange } from './shown.ts';
import './graphql-codes.ts';
import './graphql-offers.ts';

const CampaignInput = adminBuilder.inputType('MarketingCampaignInput', {
  fields: (t) => ({
    names: t.field({
      type: [TextInput],
      required: true,
      description: 'Its name per language; Swedish is required, a language left out shows the Swedish',
      validate: z.array(z.unknown()).max(10),
    }),
    descriptions: t.field({ type: [TextInput], validate: z.array(z.unknown()).max(10).nullish() }),
    hideTitle: t.boolean({ description: 'Not named on cards and cart lines (its list still is)' }),
    kind: t.field({ type: DiscountKindEnum, required: true }),
    percentage: t.field({ type: 'Decimal', description: 'PERCENTAGE: more than 0 and less than 100' }),
    amountsOff: t.field({
      type: [AmountInput],
      description:
        'FIXED_AMOUNT: off one unit, inc VAT, per currency; a product priced at or below it is left as it is',
      validate: z.array(z.unknown()).max(10).nullish(),
    }),
    market: t.string({
      description: 'The one market (its alias); absent: every market',
      validate: text(64).nullish(),
    }),
    categoryId: t.int({
      description: 'The products of this category and those below it',
      validate: id.nullish(),
    }),
    brandId: t.int({
      description: 'The products of this brand (of the category too, when both)',
      validate: id.nullish(),
    }),
    articleNumbers: t.stringList({
      description: `Products by article number, at most ${L.articleNumbersMax}, besides the category's and brand's`,
      validate: z
        .array(text(100))
        .max(L.articleNumbersMax * 2)
        .nullish(),
    }),
    startsAt: t.field({ type: 'DateTime', required: true }),
    endsAt: t.field({ type: 'DateTime', description: 'Absent: it runs until ended' }),
  }),
});

/** A campaign as the desk lists it, names in the language asked for; null for an unknown id. */
async function campaignOf(ctx: AdminContext, campaignId: number, asked?: string | null) {
  const [campaign] = await listCampaigns(ctx.db, {
    languageCode: languageOf(ctx, asked),
    now: new Date(ctx.now()),
    ids: [campaignId],
  });
  return campaign ?? null;
}

/**
 * The campaign after a change. Once committed, every instance's lists learn its products' prices
 * and names, the storefronts' cached pages expire and the clock times its next moment, so the shop
 * shows it within a second (ADR 77).
 */
async function shownCampaign(ctx: AdminContext, changed: CampaignChanged) {
  await showCampaignChange(ctx, changed.productIds);
  ctx.campaignsChanged();
  return campaignOf(ctx, changed.id);
}

adminBuilder.queryFields((t) => ({
  marketingChoices: t.field({
    type: ChoicesType,
    description: 'The markets, currencies, categories and brands the campaign and code forms choose from',
    authScopes: { permission: 'catalog.read' },
    args: { languageCode: t.arg.string({ validate: languageCode }) },
    resolve: (_root, args, ctx) => marketingChoices(ctx.db, languageOf(ctx, args.languageCode)),
  }),
  marketingCampaigns: t.field({
    type: [CampaignType],
    description: `Campaigns in one state, or all, newest start first (at most ${L.listMax})`,
    authScopes: { permission: 'catalog.read' },
    args: {
      state: t.arg({ type: CampaignStateEnum }),
      languageCode: t.arg.string({
        description: "Names in sv or en; by default the member's",
        validate: languageCode,
      }),
    },
    resolve: (_root, args, ctx) =>
      listCampaigns(ctx.db, {
        state: args.state,
        languageCode: languageOf(ctx, args.languageCode),
        now: new Date(ctx.now()),
      }),
  }),
  marketingCampaign: t.field({
    type: CampaignType,
    nullable: true,
    description: 'One campaign; null for an unknown id',
    authScopes: { permission: 'catalog.read' },
    args: {
      id: t.arg.int({ required: true, validate: id }),
      languageCode: t.arg.string({ validate: languageCode }),
    },
    resolve: (_root, args, ctx) => campaignOf(ctx, args.id, args.languageCode),
  }),
}));

adminBuilder.mutationFields((t) => ({
  createCampaign: t.field({
    type: CampaignChangeType,
    description:
      "Starts a campaign (or schedules it): the campaign, its products (the category's and below, the brand's, those named by article number) and, when it runs now, their prices in its markets with their price log entries, and the audit row, in one transaction; the shop shows it within a second",
    authScopes: { permission: 'marketing.write' },
    args: {
      alias: t.arg.string({
        required: true,
        description: 'Its list is /dc/{alias}: a-z, 0-9 and dashes',
        validate: text(200),
      }),
      input: t.arg({ type: CampaignInput, required: true }),
    },
    resolve: async (_root, args, ctx) =>
      answerOf(await createCampaign(ctx.db, { ...changeOf(ctx, args.input), alias: args.alias }), (changed) =>
        shownCampaign(ctx, changed),
      ),
  }),
  updateCampaign: t.field({
    type: CampaignChangeType,
    description:
      'Changes a campaign (never its alias): its terms, products and dates, and the prices that follow for the products it had and has, with the audit row, in one transaction',
    authScopes: { permission: 'marketing.write' },
    args: {
      id: t.arg.int({ required: true, validate: id }),
      input: t.arg({ type: CampaignInput, required: true }),
    },
    resolve: async (_root, args, ctx) =>
      answerOf(await updateCampaign(ctx.db, { ...changeOf(ctx, args.input), id: args.id }), (changed) =>
        shownCampaign(ctx, changed),
      ),
  }),
  endCampaign: t.field({
    type: CampaignChangeType,
    description:
      "Ends a campaign now (one not begun never runs): its products' prices go back to what they were before it unless another campaign covers them",
    authScopes: { permission: 'marketing.write' },
    args: { id: t.arg.int({ required: true, validate: id }) },
    resolve: async (_root, args, ctx) =>
      answerOf(await endCampaign(ctx.db, { id: args.id, actor: ctx.actor, now: ctx.now() }), (changed) =>
        shownCampaign(ctx, changed),
      ),
  }),
}));
