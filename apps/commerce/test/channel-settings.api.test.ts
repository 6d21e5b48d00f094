import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { channels } from '#src/db/schema.ts';
import { CHANNEL_ID } from '#src/seed/reference-data.ts';
import { startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ products: 20 });
});
afterAll(() => api?.close());

interface Settings {
  channel: { settings: { channelId: string; theme: { name: string; value: string }[] } };
}

const SETTINGS = '{ channel { settings { channelId theme { name value } } } }';

async function settings() {
  const { status, body } = await api.graphql<Settings>(SETTINGS);
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
  return body.data?.channel.settings;
}

describe("the channel's settings", () => {
  it('name the channel and carry its theme map: the theme colour #363636 and the font Public Sans', async () => {
    expect(await settings()).toEqual({
      channelId: CHANNEL_ID,
      theme: [
        { name: '--color-theme', value: '#363636' },
        { name: '--font', value: 'var(--font-public-sans), system-ui, sans-serif' },
      ],
    });
  });

  it('leave out, and log, a stored variable that could break out of its declaration', async () => {
    await api.database.db
      .update(channels)
      .set({
        theme: {
          '--color-theme': '#1f5fa8',
          '--color-accent': 'red;background:url(https://evil.example/x.png)',
          '--color-line': '</style><script>alert(1)</script>',
          background: 'red',
          '--space': 'url(//evil.example/x.png)',
        },
      })
      .where(eq(channels.id, CHANNEL_ID));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      // The channel is read once per process: a restart reads what is stored now.
      await api.restart();
      expect((await settings())?.theme).toEqual([{ name: '--color-theme', value: '#1f5fa8' }]);
      expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
        expect.stringMatching(/--color-accent: a value is/),
        expect.stringMatching(/--color-line: a value is/),
        expect.stringMatching(/--space: parentheses close and belong to a colour or maths function/),
        expect.stringMatching(/"background" is not a style variable/),
      ]);
    } finally {
      warn.mockRestore();
    }
  });

  it('are an empty theme for a channel that has none', async () => {
    await api.database.db.update(channels).set({ theme: {} }).where(eq(channels.id, CHANNEL_ID));
    await api.restart();
    expect((await settings())?.theme).toEqual([]);
  });
});
