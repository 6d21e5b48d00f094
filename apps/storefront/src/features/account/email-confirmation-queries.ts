import { graphql } from '@/lib/graphql/graphql';

/** Whether the signed-in customer's email is confirmed (ADR 69), and what it is. */
export const AccountEmailQuery = graphql(`
  query AccountEmail($channelId: String, $marketId: String, $languageId: String) {
    getUser(channelId: $channelId, marketId: $marketId, languageId: $languageId) {
      email
      emailConfirmed
    }
  }
`);

export const ConfirmEmailMutation = graphql(`
  mutation ConfirmEmail($channelId: String, $marketId: String, $languageId: String, $token: String!) {
    confirmEmail(channelId: $channelId, marketId: $marketId, languageId: $languageId, token: $token) {
      ordersJoined
    }
  }
`);

export const RequestEmailConfirmationMutation = graphql(`
  mutation RequestEmailConfirmation($channelId: String, $marketId: String, $languageId: String) {
    requestEmailConfirmation(channelId: $channelId, marketId: $marketId, languageId: $languageId)
  }
`);
