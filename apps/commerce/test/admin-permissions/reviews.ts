import type { Permission } from '#src/modules/staff/index.ts';
import { REVIEW_DESK } from '../review-desk-client.ts';

/**
 * The review desk's rows of the permission matrix. Changes name a review that does not exist, so a
 * role allowed through meets REVIEW_NOT_FOUND and nothing changes, while a refused role meets
 * FORBIDDEN first; the setting is set to what it is (moderated), which changes nothing either.
 */
const NONE = 2_000_000_000;

export const rows: {
  operation: string;
  document: string;
  variables: Record<string, unknown>;
  allowed: Permission;
}[] = [
  { operation: 'reviews', document: REVIEW_DESK.list, variables: { first: 1 }, allowed: 'catalog.read' },
  { operation: 'reviewSettings', document: REVIEW_DESK.settings, variables: {}, allowed: 'catalog.read' },
  {
    operation: 'approveReview',
    document: REVIEW_DESK.approve,
    variables: { id: NONE },
    allowed: 'marketing.write',
  },
  {
    operation: 'rejectReview',
    document: REVIEW_DESK.reject,
    variables: { id: NONE, reason: 'Reklam' },
    allowed: 'marketing.write',
  },
  {
    operation: 'replyToReview',
    document: REVIEW_DESK.reply,
    variables: { id: NONE, reply: 'Tack!' },
    allowed: 'marketing.write',
  },
  {
    operation: 'setReviewModeration',
    document: REVIEW_DESK.setModeration,
    variables: { moderate: true },
    allowed: 'marketing.write',
  },
];
