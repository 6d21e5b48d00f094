import { describe, expect, it, vi } from 'vitest';
import { COOKIES } from '@/lib/cookies';

const written: { name: string; value: string; options: Record<string, unknown> }[] = [];
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: () => undefined,
    set: (name: string, value: string, options: Record<string, unknown>) =>
      written.push({ name, value, options }),
  }),
}));
vi.mock('@/lib/graphql/server', () => ({ mutate: vi.fn(), queryPrivate: vi.fn() }));

const { writeCookieFavorites } = await import('./favorites-cookie.server');

describe('the persisted-state cookie the server writes', () => {
  it('keeps the favorites for 365 days, on the whole site', async () => {
    await writeCookieFavorites([3, 7]);
    expect(written).toHaveLength(1);
    expect(written[0]?.name).toBe(COOKIES.persistedState);
    expect(written[0]?.options).toMatchObject({ maxAge: 31_536_000, path: '/' });
  });
});
