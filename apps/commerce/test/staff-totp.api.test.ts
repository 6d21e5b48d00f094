import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { freshAddress, testClock } from './auth-client.ts';
import { adminGraphql, insertStaffMember, ME, SIGN_IN, STAFF_PASSWORD } from './staff-client.ts';
import { useTestApi } from './suite.ts';

const clock = testClock();
// As in production: an owner without two-factor sign-in reaches only its setup.
const { api, db } = useTestApi({
  products: 10,
  server: { auth: { clock: clock.now }, ownerNeedsTotp: true },
});

const codeAt = (secret: string, offsetSeconds = 0) =>
  generate({ secret, epoch: Math.floor(clock.now() / 1000) + offsetSeconds });
const errorOf = (answer: Awaited<ReturnType<typeof adminGraphql>>) => answer.body.errors?.[0];

const START = 'mutation { startTotpSetup { secret uri refusal } }';
const CONFIRM = 'mutation ($code: String!) { confirmTotp(code: $code) { totpEnabled refusal } }';
const VERIFY =
  'mutation ($code: String!) { verifyTotp(code: $code) { token needsTotp refusal retryAfterSeconds } }';

async function signIn(email: string, headers = freshAddress()) {
  const answer = await adminGraphql(api().url, SIGN_IN, { email, password: STAFF_PASSWORD }, { headers });
  return answer.body.data.signIn as { token: string; needsTotp: boolean };
}

/** Sets up TOTP for a signed-in member; the secret. */
async function setUpTotp(token: string): Promise<string> {
  const started = await adminGraphql(api().url, START, {}, { token });
  const { secret, uri } = started.body.data.startTotpSetup;
  expect(uri).toMatch(/^otpauth:\/\/totp\/Maskinbutiken:/);
  const wrong = await adminGraphql(api().url, CONFIRM, { code: '000000' }, { token });
  expect(wrong.body.data.confirmTotp.refusal).toBe('WRONG_CODE');
  const confirmed = await adminGraphql(api().url, CONFIRM, { code: await codeAt(secret) }, { token });
  expect(confirmed.body.data.confirmTotp).toEqual({ totpEnabled: true, refusal: null });
  return secret;
}

describe('two-factor sign-in', () => {
  it('holds an owner without TOTP to its setup, then opens everything', async () => {
    const owner = await insertStaffMember(db(), 'owner');
    const { token } = await signIn(owner.email);
    const me = await adminGraphql(api().url, ME, {}, { token });
    expect(me.body.data.me).toMatchObject({ mustSetUpTotp: true, permissions: [] });
    const staff = await adminGraphql(api().url, '{ staffMembers { email } }', {}, { token });
    expect(errorOf(staff)?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'TOTP_SETUP_REQUIRED' });

    await setUpTotp(token);
    const after = await adminGraphql(api().url, '{ staffMembers { email } }', {}, { token });
    expect(after.body.errors).toBeUndefined();
    expect(after.body.data.staffMembers.map((m: { email: string }) => m.email)).toContain(owner.email);
  });

  it('asks for the code at sign-in: the waiting session opens nothing, a wrong or used code is refused', async () => {
    const member = await insertStaffMember(db(), 'orders');
    const secret = await setUpTotp((await signIn(member.email)).token);
    clock.advance(60_000);

    const pending = await signIn(member.email);
    expect(pending.needsTotp).toBe(true);
    const early = await adminGraphql(api().url, ME, {}, { token: pending.token });
    expect(errorOf(early)?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(errorOf(early)?.message).toMatch(/authenticator/);

    const wrong = await adminGraphql(api().url, VERIFY, { code: '123456' }, { token: pending.token });
    expect(wrong.body.data.verifyTotp.refusal).toBe('WRONG_CODE');
    const code = await codeAt(secret);
    const right = await adminGraphql(api().url, VERIFY, { code }, { token: pending.token });
    expect(right.body.data.verifyTotp).toMatchObject({
      token: pending.token,
      needsTotp: false,
      refusal: null,
    });
    expect((await adminGraphql(api().url, ME, {}, { token: pending.token })).body.data.me.totpEnabled).toBe(
      true,
    );

    // The same code does not sign in a second time.
    const second = await signIn(member.email);
    const replay = await adminGraphql(api().url, VERIFY, { code }, { token: second.token });
    expect(replay.body.data.verifyTotp.refusal).toBe('WRONG_CODE');
  });

  it('throttles wrong codes as wrong passwords are', async () => {
    const member = await insertStaffMember(db(), 'support');
    await setUpTotp((await signIn(member.email)).token);
    const headers = freshAddress();
    const pending = await signIn(member.email, headers);
    const refusals: string[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await adminGraphql(
        api().url,
        VERIFY,
        { code: '000000' },
        { token: pending.token, headers },
      );
      refusals.push(answer.body.data.verifyTotp.refusal);
    }
    expect(refusals.slice(0, 5)).toEqual(Array(5).fill('WRONG_CODE'));
    expect(refusals[5]).toBe('THROTTLED');
  });

  it('is turned off with a current code, and an owner can clear a member’s', async () => {
    const owner = await insertStaffMember(db(), 'owner');
    const ownerSecret = await setUpTotp((await signIn(owner.email)).token);
    clock.advance(60_000);
    const ownerPending = await signIn(owner.email);
    await adminGraphql(api().url, VERIFY, { code: await codeAt(ownerSecret) }, { token: ownerPending.token });

    const member = await insertStaffMember(db(), 'catalog');
    const memberToken = (await signIn(member.email)).token;
    const memberSecret = await setUpTotp(memberToken);
    clock.advance(60_000);
    const off = await adminGraphql(
      api().url,
      'mutation ($code: String!) { turnOffTotp(code: $code) { totpEnabled refusal } }',
      { code: await codeAt(memberSecret) },
      { token: memberToken },
    );
    expect(off.body.data.turnOffTotp).toEqual({ totpEnabled: false, refusal: null });

    await setUpTotp(memberToken);
    const reset = await adminGraphql(
      api().url,
      'mutation ($id: Int!) { resetStaffTotp(staffId: $id) { member { totpEnabled } refusal } }',
      { id: member.id },
      { token: ownerPending.token },
    );
    expect(reset.body.data.resetStaffTotp).toEqual({ member: { totpEnabled: false }, refusal: null });
    // The reset ends the member's sessions.
    expect(errorOf(await adminGraphql(api().url, ME, {}, { token: memberToken }))?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});
