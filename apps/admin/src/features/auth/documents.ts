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

export const VerifyTotpMutation = graphql(
  `
  mutation VerifyTotp($code: String!) {
    verifyTotp(code: $code) {
      ...SignInStep
    }
  }
`,
  [SignInStep],
);

export const SetStaffPasswordMutation = graphql(`
  mutation SetStaffPassword($token: String!, $password: String!) {
    setStaffPassword(token: $token, password: $password) {
      email
      refusal
    }
  }
`);

export const StaffPasswordLinkQuery = graphql(`
  query StaffPasswordLink($token: String!) {
    staffPasswordLink(token: $token) {
      email
      expiresAt
    }
  }
`);
