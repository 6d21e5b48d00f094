import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { adminBuilder } from '#src/admin/builder.ts';
import type { AdminContext } from '#src/admin/context.ts';
import { text } from '#src/graphql/input.ts';
import { CATALOG_TAG, productTag } from '#src/modules/storefront-cache/index.ts';
import { reviewModeration, setReviewModeration } from '../settings.ts';
import { approveReview, type ChangedReview, rejectReview, replyToReview } from './changes.ts';
import {
  DeskReviewConnectionType,
  type ReviewChange,
  ReviewChangeResultType,
  ReviewSettingsType,
  ReviewStatusEnum,
} from './graphql-types.ts';
import { deskReview, reviewCursorId, reviewQueue } from './list.ts';
import { REVIEW_DESK_LIMITS, type ReviewDeskResult } from './refusals.ts';

const L = REVIEW_DESK_LIMITS;
const id = z.number().int().min(1, 'not an id').max(2_147_483_647, 'not an id');
const languageCode = z.enum(['sv', 'en']).nullish();

const languageOf = (ctx: AdminContext, asked?: string | null) => asked ?? ctx.staff?.languageCode ?? 'sv';

/**
 * The review after a change, or the refusal (nothing changed). A change expires the product's
 * cached pages and the catalog's (the shop's trust rating counts approved reviews), so the shop
 * shows it at once.
 */
async function answerOf(ctx: AdminContext, result: ReviewDeskResult<ChangedReview>): Promise<ReviewChange> {
  if (!result.ok) return { review: null, refusal: result.refusal, message: result.message };
  await ctx.invalidateStorefronts([productTag(result.value.productAlias), CATALOG_TAG]);
  const review = await deskReview(ctx.db, result.value.id, languageOf(ctx));
  return { review, refusal: null, message: null };
}

adminBuilder.queryFields((t) => ({
  reviews: t.field({
    type: DeskReviewConnectionType,
    description: `Customers' reviews of a status (all when none is asked), newest first, ${L.pageDefault} a page by default, of one product when productId or articleNumber names it; with how many of each status`,
    authScopes: { permission: 'catalog.read' },
    args: {
      status: t.arg({ type: ReviewStatusEnum }),
      productId: t.arg.int({ validate: id.nullish() }),
      articleNumber: t.arg.string({ validate: text(100).nullish() }),
      first: t.arg.int({
        validate: z.number().int().min(1).max(L.pageMax).nullish(),
        description: `1 to ${L.pageMax}`,
      }),
      after: t.arg.string({ validate: text(100).nullish(), description: "The previous page's endCursor" }),
      languageCode: t.arg.string({
        description: "Product names in sv or en; by default the member's",
        validate: languageCode,
      }),
    },
    resolve: (_root, args, ctx) => {
      const after = args.after ? reviewCursorId(args.after) : null;
      if (args.after && after === null)
        throw new GraphQLError('after: not a cursor of this list', {
          extensions: { code: 'BAD_USER_INPUT' },
        });
      return reviewQueue(ctx.db, {
        status: args.status,
        productId: args.productId,
        articleNumber: args.articleNumber,
        first: args.first ?? L.pageDefault,
        after,
        languageCode: languageOf(ctx, args.languageCode),
      });
    },
  }),
  reviewSettings: t.field({
    type: ReviewSettingsType,
    description: 'Whether new reviews wait for staff before they show',
    authScopes: { permission: 'catalog.read' },
    resolve: (_root, _args, ctx) => reviewModeration(ctx.db),
  }),
}));

adminBuilder.mutationFields((t) => ({
  approveReview: t.field({
    type: ReviewChangeResultType,
    description:
      'Approves a waiting or rejected review: it shows on the product page and counts in its rating, with the audit row, in one transaction. Refused: REVIEW_NOT_FOUND, ALREADY_APPROVED.',
    authScopes: { permission: 'marketing.write' },
    args: { id: t.arg.int({ required: true, validate: id }) },
    resolve: async (_root, args, ctx) =>
      answerOf(
        ctx,
        await approveReview({ db: ctx.db, actor: ctx.actor, reviewId: args.id, now: new Date(ctx.now()) }),
      ),
  }),
  rejectReview: t.field({
    type: ReviewChangeResultType,
    description: `Rejects a review with a reason (required, at most ${L.reasonMax} characters): it no longer shows or counts. Refused: REVIEW_NOT_FOUND, REASON_REQUIRED, REASON_TOO_LONG, BAD_TEXT.`,
    authScopes: { permission: 'marketing.write' },
    args: {
      id: t.arg.int({ required: true, validate: id }),
      reason: t.arg.string({ required: true, validate: z.string().max(L.reasonMax * 4) }),
    },
    resolve: async (_root, args, ctx) =>
      answerOf(
        ctx,
        await rejectReview({
          db: ctx.db,
          actor: ctx.actor,
          reviewId: args.id,
          now: new Date(ctx.now()),
          reason: args.reason,
        }),
      ),
  }),
  replyToReview: t.field({
    type: ReviewChangeResultType,
    description: `Writes or edits the dealer's reply under a review (at most ${L.replyMax} characters), signed by the member; an empty reply removes it. It shows while the review is approved. Refused: REVIEW_NOT_FOUND, REPLY_TOO_LONG, BAD_TEXT.`,
    authScopes: { permission: 'marketing.write' },
    args: {
      id: t.arg.int({ required: true, validate: id }),
      reply: t.arg.string({ required: true, validate: z.string().max(L.replyMax * 4) }),
    },
    resolve: async (_root, args, ctx) =>
      answerOf(
        ctx,
        await replyToReview({
          db: ctx.db,
          actor: ctx.actor,
          reviewId: args.id,
          now: new Date(ctx.now()),
          reply: args.reply,
        }),
      ),
  }),
  setReviewModeration: t.field({
    type: ReviewSettingsType,
    description:
      'Whether new reviews wait for staff before they show (true) or show at once (false), with the audit row; reviews already written keep their status. The product pages say how reviews are checked.',
    authScopes: { permission: 'marketing.write' },
    args: { moderate: t.arg.boolean({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const settings = await setReviewModeration(ctx.db, ctx.actor, args.moderate, new Date(ctx.now()));
      // Every product page says how reviews are checked, and the review form what happens next.
      await ctx.invalidateStorefronts([CATALOG_TAG]);
      return settings;
    },
  }),
}));
