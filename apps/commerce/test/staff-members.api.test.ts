import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, staffApiTokens, staffMembers } from '#src/db/schema.ts';
import {
  ADD_MEMBER,
  type AdminAnswer,
  adminGraphql,
  freshStaffEmail,
  insertStaffMember,
  ME,
  signInAs,
} from './staff-client.ts';
import { useTestApi } from './suite.ts';

const { api, db } = useTestApi({ products: 10 });

interface AuditPage {
  auditEntries: { nodes: { entityId: string }[]; endCursor: string | null; hasNextPage: boolean };
}

const errorOf = (answer: Awaited<ReturnType<typeof adminGraphql>>) => answer.body.errors?.[0];
const MEMBER_CHANGE = 'member { id role disabledAt } refusal message';
const ROLE = `mutation ($id: Int!, $role: StaffRole!) { changeStaffRole(staffId: $id, role: $role) { ${MEMBER_CHANGE} } }`;
const DISABLE = `mutation ($id: Int!) { disableStaffMember(staffId: $id) { ${MEMBER_CHANGE} } }`;
const ENABLE = `mutation ($id: Int!) { enableStaffMember(staffId: $id) { ${MEMBER_CHANGE} } }`;
const CREATE_TOKEN =
  'mutation ($name: String!) { createApiToken(name: $name) { token apiToken { id name } refusal } }';
const auditRows = (entityId: number) =>
  db()
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(entityId)))
    .orderBy(auditLog.id);

describe('staff management', () => {
  it('disables a member: their session and API token are refused at once, and enabling lets them sign in anew', async () => {
    const owner = await insertStaffMember(db(), 'owner');
    const ownerToken = await signInAs(api().url, owner.email);
    const member = await insertStaffMember(db(), 'orders');
    const session = await signInAs(api().url, member.email);
    const made = await adminGraphql(api().url, CREATE_TOKEN, { name: 'export script' }, { token: session });
    const apiToken = made.body.data.createApiToken.token as string;
    expect(apiToken).toMatch(/^spt_/);
    expect((await adminGraphql(api().url, ME, {}, { token: apiToken })).body.data.me.signedInWith).toBe(
      'API_TOKEN',
    );

    const disabled = await adminGraphql(api().url, DISABLE, { id: member.id }, { token: ownerToken });
    expect(disabled.body.data.disableStaffMember.refusal).toBeNull();
    for (const token of [session, apiToken]) {
      const refused = await adminGraphql(api().url, ME, {}, { token });
      expect(errorOf(refused)?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    const again = await adminGraphql(api().url, DISABLE, { id: member.id }, { token: ownerToken });
    expect(again.body.data.disableStaffMember.refusal).toBe('ALREADY_DISABLED');

    const enabled = await adminGraphql(api().url, ENABLE, { id: member.id }, { token: ownerToken });
    expect(enabled.body.data.enableStaffMember).toMatchObject({
      member: { disabledAt: null },
      refusal: null,
    });
    // The old session and token stay ended; a new sign-in works.
    expect(errorOf(await adminGraphql(api().url, ME, {}, { token: session }))?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect(await signInAs(api().url, member.email)).toMatch(/^sst_/);
    expect((await auditRows(member.id)).map((row) => row.action)).toEqual(['staff.disable', 'staff.enable']);
  });

  it('never leaves the shop without an active owner, and an owner cannot change or disable themselves', async () => {
    await db().update(staffMembers).set({ disabledAt: new Date() }).where(eq(staffMembers.role, 'owner'));
    const owner = await insertStaffMember(db(), 'owner');
    const token = await signInAs(api().url, owner.email);
    const self = await adminGraphql(api().url, DISABLE, { id: owner.id }, { token });
    expect(self.body.data.disableStaffMember.refusal).toBe('NOT_YOURSELF');
    const demoteSelf = await adminGraphql(api().url, ROLE, { id: owner.id, role: 'ORDERS' }, { token });
    expect(demoteSelf.body.data.changeStaffRole.refusal).toBe('NOT_YOURSELF');

    // Through an API token of a second owner who is then the last one's only peer.
    const second = await insertStaffMember(db(), 'owner');
    const secondToken = await signInAs(api().url, second.email);
    const demoted = await adminGraphql(
      api().url,
      ROLE,
      { id: owner.id, role: 'SUPPORT' },
      { token: secondToken },
    );
    expect(demoted.body.data.changeStaffRole).toMatchObject({ member: { role: 'SUPPORT' }, refusal: null });
    // `owner` is now support and may not manage staff; the second owner is the last active one.
    const forbidden = await adminGraphql(api().url, DISABLE, { id: second.id }, { token });
    expect(errorOf(forbidden)?.extensions).toMatchObject({ code: 'FORBIDDEN', permission: 'staff.manage' });
    expect(errorOf(forbidden)?.message).toMatch(/support.*staff\.manage/);
    const third = await insertStaffMember(db(), 'owner');
    await db().update(staffMembers).set({ disabledAt: new Date() }).where(eq(staffMembers.id, third.id));
    const thirdBack = await adminGraphql(api().url, ENABLE, { id: third.id }, { token: secondToken });
    expect(thirdBack.body.data.enableStaffMember.refusal).toBeNull();
    const thirdToken = await signInAs(api().url, third.email);
    // Two owners demoting each other at once: one of them stays owner.
    const [a, b] = await Promise.all([
      adminGraphql(api().url, ROLE, { id: third.id, role: 'CATALOG' }, { token: secondToken }),
      adminGraphql(api().url, ROLE, { id: second.id, role: 'CATALOG' }, { token: thirdToken }),
    ]);
    const outcomes = [a, b].map((answer) =>
      answer.body.data ? answer.body.data.changeStaffRole.refusal : errorOf(answer)?.extensions?.code,
    );
    // One demotion goes through; the other is refused (the last owner, or no longer an owner).
    expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(1);
    const owners = await db()
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(sql`${staffMembers.role} = 'owner' and ${staffMembers.disabledAt} is null`);
    expect(owners).toHaveLength(1);
  });

  it('writes one audit row per change in its transaction, none for a refusal, and the rows cannot be changed', async () => {
    const owner = await insertStaffMember(db(), 'owner');
    const token = await signInAs(api().url, owner.email);
    const email = freshStaffEmail('catalog');
    const added = await adminGraphql(
      api().url,
      ADD_MEMBER,
      { email, name: 'Kim', role: 'CATALOG' },
      { token },
    );
    const id = added.body.data.addStaffMember.member.id as number;
    const taken = await adminGraphql(
      api().url,
      ADD_MEMBER,
      { email, name: 'Kim igen', role: 'OWNER' },
      { token },
    );
    expect(taken.body.data.addStaffMember).toMatchObject({ member: null, refusal: 'EMAIL_TAKEN' });
    const role = await adminGraphql(api().url, ROLE, { id, role: 'MARKETING' }, { token });
    expect(role.body.data.changeStaffRole.refusal).toBeNull();
    const same = await adminGraphql(api().url, ROLE, { id, role: 'MARKETING' }, { token });
    expect(same.body.data.changeStaffRole.refusal).toBe('SAME_ROLE');

    const rows = await auditRows(id);
    expect(rows.map((row) => [row.action, row.staffId, row.actor])).toEqual([
      ['staff.add', owner.id, owner.email],
      ['staff.role', owner.id, owner.email],
    ]);
    expect(rows[1]).toMatchObject({
      before: { role: 'catalog' },
      after: { role: 'marketing' },
      entityType: 'staff',
    });
    expect(rows[0]?.address).not.toBe('');

    await expect(
      db().execute(sql`update audit_log set action = 'forged' where id = ${rows[0]?.id}`),
    ).rejects.toThrow();
    await expect(db().execute(sql`delete from audit_log where id = ${rows[0]?.id}`)).rejects.toThrow();
    expect((await auditRows(id)).map((row) => row.action)).toEqual(['staff.add', 'staff.role']);
  });

  it('keeps API tokens hashed, lists them without the token and revokes them', async () => {
    const member = await insertStaffMember(db(), 'marketing');
    const session = await signInAs(api().url, member.email);
    const made = await adminGraphql(api().url, CREATE_TOKEN, { name: 'nightly prices' }, { token: session });
    const { token, apiToken } = made.body.data.createApiToken;
    const stored = await db().select().from(staffApiTokens).where(eq(staffApiTokens.id, apiToken.id));
    expect(JSON.stringify(stored)).not.toContain(token.slice(4));
    const listed = await adminGraphql(api().url, '{ apiTokens { id name revokedAt } }', {}, { token });
    expect(listed.body.data.apiTokens).toEqual([
      { id: apiToken.id, name: 'nightly prices', revokedAt: null },
    ]);

    const other = await insertStaffMember(db(), 'orders');
    const otherSession = await signInAs(api().url, other.email);
    const REVOKE = 'mutation ($id: Int!) { revokeApiToken(id: $id) { apiToken { revokedAt } refusal } }';
    const notTheirs = await adminGraphql(api().url, REVOKE, { id: apiToken.id }, { token: otherSession });
    expect(notTheirs.body.data.revokeApiToken.refusal).toBe('TOKEN_NOT_FOUND');
    const revoked = await adminGraphql(api().url, REVOKE, { id: apiToken.id }, { token: session });
    expect(revoked.body.data.revokeApiToken.refusal).toBeNull();
    expect(errorOf(await adminGraphql(api().url, ME, {}, { token }))?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('lists the audit trail newest first, filtered, a page at a time', async () => {
    const owner = await insertStaffMember(db(), 'owner');
    const token = await signInAs(api().url, owner.email);
    const from = new Date();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const added = await adminGraphql(
        api().url,
        ADD_MEMBER,
        { email: freshStaffEmail('support'), name: `S${i}`, role: 'SUPPORT' },
        { token },
      );
      ids.push(added.body.data.addStaffMember.member.id);
    }
    const LIST = `query ($filter: AuditFilter, $first: Int, $after: String) {
      auditEntries(filter: $filter, first: $first, after: $after) { nodes { entityId action actor } endCursor hasNextPage }
    }`;
    const filter = { staffId: owner.id, action: 'staff.add', from: from.toISOString() };
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 3; page++) {
      const answer: AdminAnswer<AuditPage> = await adminGraphql(
        api().url,
        LIST,
        { filter, first: 2, after },
        { token },
      );
      const { nodes, endCursor, hasNextPage } = (answer.body.data as AuditPage).auditEntries;
      seen.push(...nodes.map((n) => n.entityId));
      after = endCursor;
      expect(hasNextPage).toBe(page < 2);
    }
    expect(seen).toEqual(ids.reverse().map(String));
    const none = await adminGraphql(
      api().url,
      LIST,
      { filter: { ...filter, to: from.toISOString() } },
      { token },
    );
    expect(none.body.data.auditEntries.nodes).toEqual([]);
    const bad = await adminGraphql(api().url, LIST, { after: 'nonsense' }, { token });
    expect(errorOf(bad)?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
