import { graphql } from '@/lib/graphql/graphql';

const SignInStep = graphql(`
  fragment SignInStep on StaffSignInResult @_unmask {
    token
    expiresAt
    needsTotp
    refusal
    retryAfterSeconds
  }
`);

export const SignInMutation = graphql(
  `
  mutation SignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      ...SignInStep
    }
  }
`,
  [SignInStep],
);
