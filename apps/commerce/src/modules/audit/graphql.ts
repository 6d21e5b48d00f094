import { z } from 'zod';
import { adminBuilder } from '#src/admin/builder.ts';
import { optionalText } from '#src/graphql/input.ts';
import { badUserInput } from '#src/graphql/input-error.ts';
import { type AuditPage, type AuditRow, auditEntries, parseAuditCursor } from './list.ts';

const PAGE_MAX = 200;

const AuditEntryType = adminBuilder.objectRef<AuditRow>('AuditEntry').implement({
  description: 'One staff change: who, when, what, the values before and after, and from where',
  fields: (t) => ({
    id: t.string({ resolve: (row) => String(row.id) }),
    at: t.expose('at', { type: 'DateTime' }),
    staffId: t.exposeInt('staffId', {
      nullable: true,
      description: 'Null for a change made from the command line',
    }),
    actor: t.exposeString('actor', { description: "The member's email when they made the change" }),
    action: t.exposeString('action', { description: 'e.g. order.status, staff.disable, customer.erase' }),
    entityType: t.exposeString('entityType'),
    entityId: t.exposeString('entityId'),
    before: t.expose('before', { type: 'JSON', nullable: true }),
    after: t.expose('after', { type: 'JSON', nullable: true }),
    address: t.exposeString('address'),
  }),
});

const AuditConnectionType = adminBuilder.objectRef<AuditPage>('AuditEntryConnection').implement({
  description: 'A page of the audit trail, newest first',
  fields: (t) => ({
    nodes: t.field({ type: [AuditEntryType], resolve: (page) => page.nodes }),
    endCursor: t.exposeString('endCursor', {
      nullable: true,
      description: "The next page's `after`; null on an empty page",
    }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
  }),
});

const AuditFilterInput = adminBuilder.inputType('AuditFilter', {
  description: 'Every field given must match; none: the whole trail',
  fields: (t) => ({
    staffId: t.int({ required: false }),
    action: t.string({ required: false, validate: optionalText(100) }),
    entityType: t.string({ required: false, validate: optionalText(100) }),
    entityId: t.string({ required: false, validate: optionalText(100) }),
    from: t.field({ type: 'DateTime', required: false, description: 'From this moment, inclusive' }),
    to: t.field({ type: 'DateTime', required: false, description: 'Up to this moment, exclusive' }),
  }),
});

adminBuilder.queryFields((t) => ({
  auditEntries: t.field({
    type: AuditConnectionType,
    description: 'The audit trail, newest first, filtered and paged by cursor',
    authScopes: { permission: 'audit.read' },
    args: {
      filter: t.arg({ type: AuditFilterInput, required: false }),
      first: t.arg.int({
        required: false,
        description: `Rows per page, 1 to ${PAGE_MAX} (50 unless given)`,
        validate: z.number().int().min(1, 'at least 1').max(PAGE_MAX, `at most ${PAGE_MAX}`).nullish(),
      }),
      after: t.arg.string({ required: false, validate: optionalText(200) }),
    },
    resolve: (_root, args, ctx) => {
      const after = args.after ? parseAuditCursor(args.after) : undefined;
      if (args.after && !after) {
        throw badUserInput([{ path: ['after'], message: 'not a cursor this list gave' }]);
      }
      return auditEntries(ctx.db, args.filter ?? {}, args.first ?? 50, after);
    },
  }),
}));
