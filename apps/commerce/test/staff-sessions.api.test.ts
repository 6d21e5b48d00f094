import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffMembers, staffSessions } from '#src/db/schema.ts';
import { THROTTLE_RULES } from '#src/modules/auth/index.ts';
import { STAFF_LIMITS } from '#src/modules/staff/index.ts';
import { freshAddress, testClock } from './auth-client.ts';
import {
  ADD_MEMBER,
  adminGraphql,
  freshStaffEmail,
  insertStaffMember,
  linkToken,
  ME,
  SET_PASSWORD,
  SIGN_IN,
  STAFF_PASSWORD,
  signInAs,
} from './staff-client.ts';
import { useTestApi } from './suite.ts';

const clock = testClock();
const { api, db } = useTestApi({ products: 10, server: { auth: { clock: clock.now } } });
const MINUTE = 60_000;

const meAs = (token: string) => adminGraphql(api().url, ME, {}, { token });
const codeOf = (answer: Awaited<ReturnType<typeof adminGraphql>>) =>
  answer.body.errors?.[0]?.extensions?.code;

describe('staff sign-in', () => {
  it('is throttled as customers are: after five wrong passwords from one address even the right one waits', async () => {
    const member = await insertStaffMember(db(), 'orders');
    const headers = freshAddress();
    const attempt = (password: string) =>
      adminGraphql(api().url, SIGN_IN, { email: member.email, password }, { headers });
    for (let i = 0; i < THROTTLE_RULES.accountAddress.maxFailures; i++) {
      expect((await attempt('fel lösenord helt och hållet')).body.data.signIn.refusal).toBe(
        'WRONG_CREDENTIALS',
      );
    }
    const locked = (await attempt(STAFF_PASSWORD)).body.data.signIn;
    expect(locked).toMatchObject({ token: null, refusal: 'THROTTLED' });
    expect(locked.retryAfterSeconds).toBeGreaterThan(0);
    // Another address is not held back by this one's failures.
    expect(await signInAs(api().url, member.email)).toMatch(/^sst_/);
  });

  it('tells a disabled member so only after the right password', async () => {
    const member = await insertStaffMember(db(), 'catalog');
    await db().update(staffMembers).set({ disabledAt: new Date() }).where(eq(staffMembers.id, member.id));
    const wrong = await adminGraphql(
      api().url,
      SIGN_IN,
      { email: member.email, password: 'inte rätt lösenord alls' },
      { headers: freshAddress() },
    );
    expect(wrong.body.data.signIn.refusal).toBe('WRONG_CREDENTIALS');
    const right = await adminGraphql(
      api().url,
      SIGN_IN,
      { email: member.email, password: STAFF_PASSWORD },
      { headers: freshAddress() },
    );
    expect(right.body.data.signIn).toMatchObject({ token: null, refusal: 'DISABLED' });
  });

  it('keeps only the hash of a session, which slides with use and ends when idle or signed out', async () => {
    const member = await insertStaffMember(db(), 'marketing');
    const token = await signInAs(api().url, member.email);
    const stored = await db().select().from(staffSessions).where(eq(staffSessions.staffId, member.id));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token.slice(4));

    // Used again before the idle time is up, the session stays open past the first expiry.
    clock.advance((STAFF_LIMITS.sessionIdleMinutes - 30) * MINUTE);
    expect((await meAs(token)).body.data.me.email).toBe(member.email);
    clock.advance(60 * MINUTE);
    expect((await meAs(token)).body.data.me.email).toBe(member.email);
    // Left alone for the idle time, it ends.
    clock.advance((STAFF_LIMITS.sessionIdleMinutes + 1) * MINUTE);
    expect(codeOf(await meAs(token))).toBe('UNAUTHENTICATED');

    const second = await signInAs(api().url, member.email);
    const signedOut = await adminGraphql(api().url, 'mutation { signOut }', {}, { token: second });
    expect(signedOut.body.data.signOut).toBe(true);
    expect(codeOf(await meAs(second))).toBe('UNAUTHENTICATED');
  });
});

describe('set-password links', () => {
  it('set a new member’s password once, within 24 hours, and are kept only as a hash', async () => {
    const owner = await insertStaffMember(db(), 'owner');
    const ownerToken = await signInAs(api().url, owner.email);
    const email = freshStaffEmail('support');
    const added = await adminGraphql(
      api().url,
      ADD_MEMBER,
      { email, name: 'Sara Support', role: 'SUPPORT' },
      { token: ownerToken },
    );
    const { member, passwordLink, refusal } = added.body.data.addStaffMember;
    expect(refusal).toBeNull();
    expect(member).toMatchObject({ email, role: 'SUPPORT', hasPassword: false, disabledAt: null });
    expect(passwordLink.url).toMatch(/\/sv\/set-password\?token=spl_/);
    const token = linkToken(passwordLink.url);

    const holder = await adminGraphql(
      api().url,
      'query ($token: String!) { staffPasswordLink(token: $token) { email } }',
      { token },
    );
    expect(holder.body.data.staffPasswordLink).toEqual({ email });

    const short = await adminGraphql(api().url, SET_PASSWORD, { token, password: 'kort' });
    expect(codeOf(short)).toBe('BAD_USER_INPUT');
    const set = await adminGraphql(api().url, SET_PASSWORD, { token, password: STAFF_PASSWORD });
    expect(set.body.data.setStaffPassword).toEqual({ email, refusal: null, message: null });
    expect(await signInAs(api().url, email)).toMatch(/^sst_/);

    const again = await adminGraphql(api().url, SET_PASSWORD, { token, password: 'ett helt annat lösenord' });
    expect(again.body.data.setStaffPassword.refusal).toBe('LINK_INVALID');

    const relinked = await adminGraphql(
      api().url,
      'mutation ($id: Int!) { createStaffPasswordLink(staffId: $id) { passwordLink { url } refusal } }',
      { id: member.id },
      { token: ownerToken },
    );
    const later = linkToken(relinked.body.data.createStaffPasswordLink.passwordLink.url);
    clock.advance((STAFF_LIMITS.passwordLinkHours * 60 + 1) * MINUTE);
    const expired = await adminGraphql(api().url, SET_PASSWORD, { token: later, password: STAFF_PASSWORD });
    expect(expired.body.data.setStaffPassword.refusal).toBe('LINK_INVALID');
  });

  it('end every session of the member when the password is set', async () => {
    const owner = await insertStaffMember(db(), 'owner');
    const member = await insertStaffMember(db(), 'orders');
    const memberToken = await signInAs(api().url, member.email);
    const relinked = await adminGraphql(
      api().url,
      'mutation ($id: Int!) { createStaffPasswordLink(staffId: $id) { passwordLink { url } } }',
      { id: member.id },
      { token: await signInAs(api().url, owner.email) },
    );
    const token = linkToken(relinked.body.data.createStaffPasswordLink.passwordLink.url);
    await adminGraphql(api().url, SET_PASSWORD, { token, password: 'ett nytt långt lösenord' });
    expect(codeOf(await meAs(memberToken))).toBe('UNAUTHENTICATED');
  });
});
