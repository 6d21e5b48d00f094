import { graphql, type ResultOf } from '@/lib/graphql/graphql';

export const ApiTokensQuery = graphql(`
  query ApiTokens {
    apiTokens {
      id
      name
      createdAt
      lastUsedAt
      revokedAt
    }
  }
`);

export type ApiTokenRow = ResultOf<typeof ApiTokensQuery>['apiTokens'][number];

export const StartTotpSetupMutation = graphql(`
  mutation StartTotpSetup {
    startTotpSetup {
      secret
      uri
      refusal
    }
  }
`);

export const ConfirmTotpMutation = graphql(`
  mutation ConfirmTotp($code: String!) {
    confirmTotp(code: $code) {
      totpEnabled
      refusal
    }
  }
`);

export const TurnOffTotpMutation = graphql(`
  mutation TurnOffTotp($code: String!) {
    turnOffTotp(code: $code) {
      totpEnabled
      refusal
    }
  }
`);

export const CreateApiTokenMutation = graphql(`
  mutation CreateApiToken($name: String!) {
    createApiToken(name: $name) {
      token
      refusal
      apiToken {
        id
        name
      }
    }
  }
`);

export const RevokeApiTokenMutation = graphql(`
  mutation RevokeApiToken($id: Int!) {
    revokeApiToken(id: $id) {
      refusal
    }
  }
`);
