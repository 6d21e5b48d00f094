import { graphql, type ResultOf } from '@/lib/graphql/graphql';

export const AuditEntriesQuery = graphql(`
  query AuditEntries($filter: AuditFilter, $first: Int, $after: String) {
    auditEntries(filter: $filter, first: $first, after: $after) {
      nodes {
        id
        at
        actor
        staffId
        action
        entityType
        entityId
        address
        before
        after
      }
      endCursor
      hasNextPage
    }
  }
`);

export type AuditRow = ResultOf<typeof AuditEntriesQuery>['auditEntries']['nodes'][number];
