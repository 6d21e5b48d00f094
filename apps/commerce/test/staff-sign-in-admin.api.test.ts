import { describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL, demoOwnerLink } from '#src/modules/staff/index.ts';
import { freshAddress, registerCustomer } from './auth-client.ts';
import { TEST_API_KEY, TEST_STAFF_API_KEY } from './harness.ts';
import { adminGraphql, insertStaffMember, ME, SIGN_IN, STAFF_PASSWORD, signInAs } from './staff-client.ts';
import { useTestApi } from './suite.ts';

const { api, db } = useTestApi({ products: 10 });

describe('the first start', () => {
  it('adds the demo owner to an empty staff table and gives a new link while it has no password', async () => {
    const first = await demoOwnerLink(db(), Date.now(), 'http://admin.test:3100');
    expect(first?.url).toMatch(/^http:\/\/admin\.test:3100\/sv\/set-password\?token=spl_/);
    const second = await demoOwnerLink(db(), Date.now(), 'http://admin.test:3100');
    expect(second?.url).not.toBe(first?.url);
    const holder = await adminGraphql(
      api().url,
      'query ($token: String!) { staffPasswordLink(token: $token) { email } }',
      { token: new URL(first?.url ?? '').searchParams.get('token') },
    );
    // The earlier link stopped working when the new one was made.
    expect(holder.body.data.staffPasswordLink).toBeNull();
    await insertStaffMember(db(), 'orders');
    expect(await demoOwnerLink(db(), Date.now(), 'http://admin.test:3100')).toBeNull();
    expect(DEMO_OWNER_EMAIL).toMatch(/^owner@/);
  });
});

describe('the staff API at /admin/graphql', () => {
  it('refuses every request without a staff token, naming why', async () => {
    const customer = await registerCustomer(api().url);
    const tries: Record<string, string>[] = [
      {},
      { 'x-apikey': TEST_API_KEY },
      { 'x-apikey': TEST_STAFF_API_KEY },
      { authorization: `Bearer ${customer.token}` },
      { authorization: 'Bearer sst_not-a-session' },
    ];
    for (const headers of tries) {
      const answer = await adminGraphql(api().url, ME, {}, { headers });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toBeNull();
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('signs a member in with email and password and tells who they are', async () => {
    const member = await insertStaffMember(db(), 'support');
    const token = await signInAs(api().url, member.email.toUpperCase());
    expect(token).toMatch(/^sst_/);
    const me = await adminGraphql(api().url, ME, {}, { token });
    expect(me.body.errors).toBeUndefined();
    expect(me.body.data?.me).toMatchObject({
      id: member.id,
      email: member.email,
      role: 'SUPPORT',
      totpEnabled: false,
      mustSetUpTotp: false,
      signedInWith: 'SESSION',
    });
    expect(me.body.data?.me.permissions).toEqual([
      'orders.read',
      'customers.read',
      'customers.notes',
      'customers.impersonate',
      'dashboard.read',
      'catalog.read',
      'rentals.read',
    ]);
  });

  it('answers a wrong password with a refusal code, not a session', async () => {
    const member = await insertStaffMember(db(), 'orders');
    const answer = await adminGraphql(
      api().url,
      SIGN_IN,
      { email: member.email, password: `${STAFF_PASSWORD}!` },
      { headers: freshAddress() },
    );
    expect(answer.body.data?.signIn).toEqual({
      token: null,
      expiresAt: null,
      needsTotp: false,
      refusal: 'WRONG_CREDENTIALS',
      retryAfterSeconds: null,
    });
  });

  it('is never cached', async () => {
    const response = await fetch(`${api().url}/admin/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: ME }),
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
