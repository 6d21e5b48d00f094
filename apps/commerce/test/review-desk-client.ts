/** The review desk's documents of the staff API, as the admin app sends them. */
const REVIEW = `id status rating comment author languageCode verifiedPurchase createdAt customerId
  productId productAlias productName articleNumber rejectionReason decidedAt decidedBy reply repliedAt repliedBy`;
const CHANGE = `refusal message review { ${REVIEW} }`;

export const REVIEW_DESK = {
  list: `query ($status: ReviewStatus, $productId: Int, $articleNumber: String, $first: Int, $after: String) {
    reviews(status: $status, productId: $productId, articleNumber: $articleNumber, first: $first, after: $after) {
      totalCount endCursor hasNextPage counts { pending approved rejected } nodes { ${REVIEW} }
    }
  }`,
  settings: '{ reviewSettings { moderate updatedAt reasonMax replyMax } }',
  approve: `mutation ($id: Int!) { approveReview(id: $id) { ${CHANGE} } }`,
  reject: `mutation ($id: Int!, $reason: String!) { rejectReview(id: $id, reason: $reason) { ${CHANGE} } }`,
  reply: `mutation ($id: Int!, $reply: String!) { replyToReview(id: $id, reply: $reply) { ${CHANGE} } }`,
  setModeration: `mutation ($moderate: Boolean!) { setReviewModeration(moderate: $moderate) { moderate updatedAt } }`,
};

/** A review desk row as the documents above read it. */
export interface DeskReviewRow {
  id: number;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  rating: number;
  comment: string;
  author: string;
  productId: number;
  productAlias: string;
  productName: string;
  articleNumber: string;
  createdAt: string;
  rejectionReason: string | null;
  decidedAt: string | null;
  decidedBy: string | null;
  reply: string | null;
  repliedAt: string | null;
  repliedBy: string | null;
}
