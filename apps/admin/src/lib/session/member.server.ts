import 'server-only';
import { cache } from 'react';
import { graphql, type ResultOf } from '@/lib/graphql/graphql';
import { staffQuery } from '@/lib/graphql/server';

const MeQuery = graphql(`
  query Me {
    me {
      id
      email
      name
      role
      languageCode
      permissions
      totpEnabled
      mustSetUpTotp
    }
  }
`);

export type Member = ResultOf<typeof MeQuery>['me'];

/**
 * The signed-in member, asked once per request: the shell shows them, pages read their
 * permissions. Signed out: the sign-in page, which returns to the page asked for.
 */
export const currentMember = cache(async (): Promise<Member> => (await staffQuery(MeQuery, {})).me);
