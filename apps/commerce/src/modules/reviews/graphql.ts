import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import { builder, scopeArgs } from '#src/graphql/builder.ts';
import type { RequestContext } from '#src/graphql/context.ts';
import { INPUT_LIMITS, optionalText, skip, take, text } from '#src/graphql/input.ts';
import { requireViewer } from '#src/modules/auth/index.ts';
import { ProductType } from '#src/modules/catalog/graphql/index.ts';
import { customerById, reviewerName } from '#src/modules/customers/index.ts';
import { RATE_LIMITS } from '#src/modules/rate-limits/index.ts';
import { CATALOG_TAG, productTag } from '#src/modules/storefront-cache/index.ts';
import {
  DEFAULT_REVIEW_PAGE_SIZE,
  EMPTY_REVIEW_PAGE,
  MAX_REVIEW_PAGE_SIZE,
  type Rating,
  type ReviewPage,
  ratingsOf,
  reviewPage,
  saveReview,
  shopRating,
} from './reviews.ts';
import { reviewModeration } from './settings.ts';
import { parseReview, REVIEW_ERROR_CODES, REVIEW_LIMITS } from './validation.ts';

builder.enumType('ReviewRefusalCode', {
  description: `Why a review was refused, field by field: its error's extensions.code and each of extensions.problems. Named in errors only, for clients' types; no field answers it.`,
  values: REVIEW_ERROR_CODES,
});

const ratingLoaders = new WeakMap<RequestContext, DataLoader<number, Rating>>();
function ratingLoader(ctx: RequestContext) {
  let loader = ratingLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (ids) => {
      const ratings = await ratingsOf(ctx.db, ids);
      return ids.map((id) => ratings.get(id) ?? { score: 0, voteCount: 0 });
    });
    ratingLoaders.set(ctx, loader);
  }
  return loader;
}

const RatingType = builder.objectRef<Rating>('RatingType').implement({
  fields: (t) => ({
    score: t.exposeFloat('score', { description: 'Average stars (1-5), one decimal; 0 without reviews' }),
    voteCount: t.exposeInt('voteCount'),
  }),
});

const ReviewType = builder.objectRef<ReviewPage['reviews'][number]>('ProductReviewType').implement({
  fields: (t) => ({
    rating: t.exposeInt('rating'),
    comment: t.exposeString('comment'),
    author: t.exposeString('author'),
    reviewDate: t.string({ resolve: (r) => r.reviewDate.toISOString() }),
    languageCode: t.exposeString('languageCode', { description: 'The language the comment is written in' }),
    verifiedPurchase: t.exposeBoolean('verifiedPurchase', {
      description:
        'The author had bought the product in this shop (an order not cancelled or refunded) when writing it',
    }),
    reply: t.exposeString('reply', {
      nullable: true,
      description: "The dealer's answer to it; null when none",
    }),
    replyDate: t.string({
      nullable: true,
      description: 'When the answer was written or last edited',
      resolve: (r) => r.replyDate?.toISOString() ?? null,
    }),
  }),
});

const ReviewsResultType = builder.objectRef<ReviewPage>('ProductReviewsType').implement({
  fields: (t) => ({
    count: t.exposeInt('count', {
      description: 'All shown (approved) reviews of the product, not only this page',
    }),
    averageRating: t.exposeFloat('averageRating'),
    reviews: t.field({ type: [ReviewType], resolve: (r) => r.reviews }),
  }),
});

builder.objectField(ProductType, 'rating', (t) =>
  t.field({ type: RatingType, resolve: (p, _args, ctx) => ratingLoader(ctx).load(p.id) }),
);

const ReviewLimitsType = builder.objectRef<typeof REVIEW_LIMITS>('ReviewLimitsType').implement({
  description: 'What postProductReview accepts, for forms to check before sending',
  fields: (t) => ({
    authorMax: t.exposeInt('authorMax', { description: "Most characters of the author's name" }),
    commentMax: t.exposeInt('commentMax', { description: 'Most characters of the comment' }),
    ratingMin: t.exposeInt('ratingMin'),
    ratingMax: t.exposeInt('ratingMax'),
    moderated: t.boolean({
      description:
        'A review posted now waits until staff have read and approved it before it shows; false: it shows at once',
      resolve: async (_limits, _args, ctx) => (await reviewModeration(ctx.db)).moderate,
    }),
  }),
});

builder.queryFields((t) => ({
  reviewLimits: t.field({ type: ReviewLimitsType, resolve: () => REVIEW_LIMITS }),
  shopRating: t.field({
    type: RatingType,
    description:
      "The shop's trust rating: the average stars and the number of all shown (approved) reviews of its products, written in this shop",
    args: scopeArgs,
    resolve: async (_root, args, ctx) => {
      await ctx.scope(args);
      return shopRating(ctx.db);
    },
  }),
  reviews: t.field({
    type: ReviewsResultType,
    description:
      "A page of a product's shown (approved) reviews, newest first, each with the dealer's reply; an unknown product, or none named, has none.",
    args: {
      ...scopeArgs,
      alias: t.arg.string({ required: false, validate: optionalText(INPUT_LIMITS.aliasMax) }),
      skip: t.arg.int({ required: false, defaultValue: 0, validate: skip }),
      take: t.arg.int({
        required: false,
        defaultValue: DEFAULT_REVIEW_PAGE_SIZE,
        description: `At most ${MAX_REVIEW_PAGE_SIZE}`,
        validate: take(MAX_REVIEW_PAGE_SIZE),
      }),
    },
    resolve: async (_root, args, ctx) => {
      await ctx.scope(args);
      if (!args.alias) return EMPTY_REVIEW_PAGE;
      return reviewPage(ctx.db, args.alias, args.skip ?? 0, args.take ?? DEFAULT_REVIEW_PAGE_SIZE);
    },
  }),
}));

builder.mutationFields((t) => ({
  postProductReview: t.boolean({
    description:
      "Saves a signed-in customer's review in the request's language, one per customer and product: a second one replaces the first and is dated now. It is marked verifiedPurchase when the customer has an order of the product that was not cancelled or refunded. It shows once staff approve it, or at once when the shop does not moderate (reviewLimits.moderated). Rating a whole number 1-5 and a comment. It is shown under the account's reviewName; `author` names it only when the account has no first name. Refused with a typed error (extensions.code: UNAUTHENTICATED without a valid token; RATE_LIMITED (HTTP 429) past a few reviews an hour from one address; INVALID_RATING, INVALID_AUTHOR, INVALID_COMMENT, NOT_FOUND; BAD_USER_INPUT for a refused alias, market or language) and nothing is saved.",
    args: {
      ...scopeArgs,
      alias: t.arg.string({ required: true, validate: text(INPUT_LIMITS.aliasMax) }),
      rating: t.arg.int({ required: true }),
      author: t.arg.string({ required: true, description: 'Used only when the account has no first name' }),
      comment: t.arg.string({ required: false, description: 'Required; nullable as the platform has it' }),
    },
    resolve: async (_root, args, ctx) => {
      const scope = await ctx.scope(args);
      const viewer = await requireViewer(ctx);
      await ctx.limitRate(RATE_LIMITS.reviewsPerAddress);
      const customer = await customerById(ctx.db, viewer.customerId);
      const author = (customer && reviewerName(customer)) || args.author;
      const parsed = parseReview({ rating: args.rating, author, comment: args.comment ?? '' });
      if ('problems' in parsed) {
        const [first] = parsed.problems;
        throw new GraphQLError(first?.message ?? 'Invalid review', {
          extensions: {
            code: first?.code,
            field: first?.field,
            problems: parsed.problems.map((p) => p.code),
          },
        });
      }
      const saved = await saveReview(ctx.db, args.alias, {
        ...parsed.review,
        customerId: viewer.customerId,
        languageCode: scope.language.code,
        now: new Date(ctx.now()),
      });
      if (!saved) {
        throw new GraphQLError(`No product ${args.alias}`, { extensions: { code: 'NOT_FOUND' } });
      }
      // Shown at once (or a shown one rewritten to wait): the product page and the shop's trust
      // rating, on catalog pages, change. A review that waits changes nothing a shopper sees
      // unless it replaced a shown one, which the expiry covers either way.
      await ctx.invalidateStorefronts([productTag(args.alias), CATALOG_TAG]);
      return true;
    },
  }),
}));
