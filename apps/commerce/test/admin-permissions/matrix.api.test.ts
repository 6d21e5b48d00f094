import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adminSchema } from '#src/admin/schema.ts';
import { STAFF_ROLES, type StaffRole } from '#src/db/schema.ts';
import { permissionsOf } from '#src/modules/staff/roles.ts';
import { registerCustomer } from '../auth-client.ts';
import { TEST_API_KEY, TEST_STAFF_API_KEY } from '../harness.ts';
import { adminGraphql, insertStaffMember, signInAs } from '../staff-client.ts';
import { useTestApi } from '../suite.ts';
import type { Allowed, PermissionRow } from './matrix.ts';

const { api, db } = useTestApi({ products: 20 });

/** Every desk's rows: each file of this folder but the matrix's own. */
async function allRows(): Promise<PermissionRow[]> {
  const files = readdirSync(new URL('.', import.meta.url)).filter(
    (file) => file.endsWith('.ts') && !file.startsWith('matrix'),
  );
  const loaded = await Promise.all(files.map((file) => import(/* @vite-ignore */ `./${file}`)));
  return loaded.flatMap((module) => (module as { rows: PermissionRow[] }).rows);
}

/** The staff schema's operations: every field of Query and Mutation. */
function schemaOperations(): string[] {
  return [adminSchema.getQueryType(), adminSchema.getMutationType()].flatMap((type) =>
    Object.keys(type?.getFields() ?? {}),
  );
}

function roleMayDo(role: StaffRole, allowed: Allowed): boolean {
  if (allowed === 'anyone' || allowed === 'member') return true;
  if (allowed === 'nobody') return false;
  return permissionsOf(role).includes(allowed);
}

type Answer = Awaited<ReturnType<typeof adminGraphql>>;
/** The refusal a caller met for the operation, if it was refused by who they are. */
const refusalOf = (answer: Answer, operation: string): string | undefined =>
  answer.body.errors?.find(
    (error) =>
      ['UNAUTHENTICATED', 'FORBIDDEN'].includes(error.extensions?.code) &&
      (error as { path?: string[] }).path?.[0] === operation,
  )?.extensions?.code;

describe('the permission matrix of the staff schema', () => {
  it('has a row for every operation of the staff schema', async () => {
    const covered = new Set((await allRows()).map((row) => row.operation));
    expect(schemaOperations().filter((operation) => !covered.has(operation))).toEqual([]);
  });

  it('lets every role through where its permission allows and refuses the rest, and anyone without a staff token', {
    timeout: 300_000,
  }, async () => {
    const members = new Map<StaffRole, string>();
    for (const role of STAFF_ROLES) members.set(role, (await insertStaffMember(db(), role)).email);
    const sessions = new Map<StaffRole, string>();
    for (const [role, email] of members) sessions.set(role, await signInAs(api().url, email));
    const customer = await registerCustomer(api().url);
    const outsiders: Record<string, Record<string, string>> = {
      'no token': {},
      'a customer token': { authorization: `Bearer ${customer.token}` },
      'the storefront key': { 'x-apikey': TEST_API_KEY },
      'the staff key': { 'x-apikey': TEST_STAFF_API_KEY },
    };
    const failures: string[] = [];
    for (const row of await allRows()) {
      for (const role of STAFF_ROLES) {
        const email = members.get(role) as string;
        const token = row.endsSession ? await signInAs(api().url, email) : (sessions.get(role) as string);
        const answer = await adminGraphql(api().url, row.document, row.variables, { token });
        const refusal = refusalOf(answer, row.operation);
        const expected = roleMayDo(role, row.allowed) ? undefined : 'FORBIDDEN';
        if (refusal !== expected) failures.push(`${row.operation} as ${role}: ${refusal ?? 'let through'}`);
        if (refusal === 'FORBIDDEN' && !['member', 'nobody'].includes(row.allowed)) {
          const message = answer.body.errors?.[0]?.message ?? '';
          if (!message.includes(row.allowed)) failures.push(`${row.operation} as ${role}: "${message}"`);
        }
      }
      for (const [who, headers] of Object.entries(outsiders)) {
        const answer = await adminGraphql(api().url, row.document, row.variables, { headers });
        const refusal = refusalOf(answer, row.operation);
        const expected = row.allowed === 'anyone' ? undefined : 'UNAUTHENTICATED';
        if (refusal !== expected) failures.push(`${row.operation} with ${who}: ${refusal ?? 'let through'}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
