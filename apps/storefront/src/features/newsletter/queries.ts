import { graphql } from '@/lib/graphql/graphql';

export const SubscribeToNewsletterMutation = graphql(`
  mutation SubscribeToNewsletter($channelId: String, $marketId: String, $languageId: String, $email: String!) {
    subscribeToNewsletter(channelId: $channelId, marketId: $marketId, languageId: $languageId, email: $email)
  }
`);

export const ConfirmNewsletterMutation = graphql(`
  mutation ConfirmNewsletter($channelId: String, $marketId: String, $languageId: String, $token: String!) {
    confirmNewsletterSubscription(channelId: $channelId, marketId: $marketId, languageId: $languageId, token: $token)
  }
`);
