import { describe, expect, it } from 'vitest';
import { freshAddress, registerCustomer } from './auth-client.ts';
import { TEST_API_KEY, TEST_STAFF_API_KEY } from './harness.ts';
import { adminGraphql, insertStaffMember, ME, SIGN_IN, STAFF_PASSWORD, signInAs } from './staff-client.ts';
import { useTestApi } from './suite.ts';

const { api, db } = useTestApi({ products: 10 });

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
