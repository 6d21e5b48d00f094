import { adminBuilder } from '#src/admin/builder.ts';
import type { ReviewModeration } from '../settings.ts';
import type { DeskReview, DeskReviewPage, ReviewStatusCounts } from './list.ts';
import { REVIEW_DESK_LIMITS, REVIEW_DESK_REFUSALS, type ReviewDeskRefusalCode } from './refusals.ts';

export const ReviewStatusEnum = adminBuilder.enumType('ReviewStatus', {
  description:
    'PENDING: waiting for staff, not shown; APPROVED: shown in the shop and counted in the rating; REJECTED: kept out, with a reason',
  values: {
    PENDING: { value: 'pending' },
    APPROVED: { value: 'approved' },
    REJECTED: { value: 'rejected' },
  } as const,
});

const ReviewDeskRefusalEnum = adminBuilder.enumType('ReviewDeskRefusal', {
  description: 'Why a change at the review desk was refused; nothing was changed',
  values: REVIEW_DESK_REFUSALS,
});

export const DeskReviewType = adminBuilder.objectRef<DeskReview>('DeskReview').implement({
  description: "A customer's review of a product as the review desk shows it",
  fields: (t) => ({
    id: t.exposeInt('id'),
    status: t.expose('status', { type: ReviewStatusEnum }),
    rating: t.exposeInt('rating', { description: 'Stars, 1 to 5' }),
    comment: t.exposeString('comment'),
    author: t.exposeString('author', { description: 'The name it is shown with' }),
    languageCode: t.exposeString('languageCode', { description: 'The language it is written in' }),
    verifiedPurchase: t.exposeBoolean('verifiedPurchase', {
      description: 'The author had an order of the product (not cancelled or given back) when writing it',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'Written, or last rewritten' }),
    customerId: t.exposeInt('customerId', {
      nullable: true,
      description: 'The account that wrote it; null for seeded reviews and erased accounts',
    }),
    productId: t.exposeInt('productId'),
    productAlias: t.exposeString('productAlias'),
    productName: t.exposeString('productName', { description: 'In the asked language, else Swedish' }),
    articleNumber: t.exposeString('articleNumber'),
    rejectionReason: t.exposeString('rejectionReason', { nullable: true }),
    decidedAt: t.expose('decidedAt', { type: 'DateTime', nullable: true }),
    decidedBy: t.exposeString('decidedBy', {
      nullable: true,
      description:
        "Who approved or rejected it: the member's name, else email; null while pending or shown at once",
    }),
    reply: t.exposeString('reply', { nullable: true, description: "The dealer's reply shown under it" }),
    repliedAt: t.expose('repliedAt', { type: 'DateTime', nullable: true }),
    repliedBy: t.exposeString('repliedBy', { nullable: true }),
  }),
});

const ReviewStatusCountsType = adminBuilder.objectRef<ReviewStatusCounts>('ReviewStatusCounts').implement({
  description: 'Reviews of each status, under the list’s product filter',
  fields: (t) => ({
    pending: t.exposeInt('pending'),
    approved: t.exposeInt('approved'),
    rejected: t.exposeInt('rejected'),
  }),
});

export const DeskReviewConnectionType = adminBuilder
  .objectRef<DeskReviewPage>('DeskReviewConnection')
  .implement({
    description: 'A page of reviews, newest first',
    fields: (t) => ({
      nodes: t.field({ type: [DeskReviewType], resolve: (page) => page.nodes }),
      totalCount: t.exposeInt('totalCount', { description: 'Reviews matching, on every page' }),
      counts: t.field({ type: ReviewStatusCountsType, resolve: (page) => page.counts }),
      endCursor: t.exposeString('endCursor', {
        nullable: true,
        description: "The next page's `after`; null on the last page",
      }),
      hasNextPage: t.boolean({ resolve: (page) => page.endCursor !== null }),
    }),
  });

export interface ReviewChange {
  review: DeskReview | null;
  refusal: ReviewDeskRefusalCode | null;
  message: string | null;
}

export const ReviewChangeResultType = adminBuilder.objectRef<ReviewChange>('ReviewChangeResult').implement({
  description: 'The review after the change, or why it was refused (nothing changed)',
  fields: (t) => ({
    review: t.field({ type: DeskReviewType, nullable: true, resolve: (r) => r.review }),
    refusal: t.field({ type: ReviewDeskRefusalEnum, nullable: true, resolve: (r) => r.refusal }),
    message: t.exposeString('message', { nullable: true }),
  }),
});

export const ReviewSettingsType = adminBuilder.objectRef<ReviewModeration>('ReviewSettings').implement({
  description: 'How the shop takes new reviews, with the lengths the desk accepts',
  fields: (t) => ({
    moderate: t.exposeBoolean('moderate', {
      description: 'A new or rewritten review waits for staff before it shows; false: it shows at once',
    }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', nullable: true, description: 'Last changed' }),
    reasonMax: t.int({ resolve: () => REVIEW_DESK_LIMITS.reasonMax }),
    replyMax: t.int({ resolve: () => REVIEW_DESK_LIMITS.replyMax }),
  }),
});
