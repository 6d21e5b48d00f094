import { graphql, type ResultOf } from '@/lib/graphql/graphql';

export const ReviewsQuery = graphql(`
  query DeskReviews($status: ReviewStatus, $articleNumber: String, $first: Int, $after: String, $languageCode: String) {
    reviews(status: $status, articleNumber: $articleNumber, first: $first, after: $after, languageCode: $languageCode) {
      totalCount
      endCursor
      hasNextPage
      counts {
        pending
        approved
        rejected
      }
      nodes {
        id
        status
        rating
        comment
        author
        languageCode
        verifiedPurchase
        createdAt
        productName
        articleNumber
        rejectionReason
        decidedAt
        decidedBy
        reply
        repliedAt
        repliedBy
      }
    }
    reviewSettings {
      moderate
      reasonMax
      replyMax
    }
    me {
      permissions
    }
  }
`);

export type DeskReviewRow = ResultOf<typeof ReviewsQuery>['reviews']['nodes'][number];

export const ApproveReviewMutation = graphql(`
  mutation ApproveReview($id: Int!) {
    approveReview(id: $id) {
      refusal
    }
  }
`);

export const RejectReviewMutation = graphql(`
  mutation RejectReview($id: Int!, $reason: String!) {
    rejectReview(id: $id, reason: $reason) {
      refusal
    }
  }
`);

export const ReplyToReviewMutation = graphql(`
  mutation ReplyToReview($id: Int!, $reply: String!) {
    replyToReview(id: $id, reply: $reply) {
      refusal
    }
  }
`);

export const SetReviewModerationMutation = graphql(`
  mutation SetReviewModeration($moderate: Boolean!) {
    setReviewModeration(moderate: $moderate) {
      moderate
    }
  }
`);
