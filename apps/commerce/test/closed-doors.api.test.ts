import { describe, expect, it } from 'vitest';
import { startCommerceProcess } from './commerce-process.ts';
import { TEST_METRICS_TOKEN } from './keys.ts';
import { useTestApi } from './suite.ts';

// No metricsToken: as a shop whose METRICS_TOKEN is unset.
const suite = useTestApi({ products: 20 });

/** Whether something answers HTTP at the address and port. */
const answers = (host: string, port: string) =>
  fetch(`http://${host}:${port}/healthz`).then(
    (response) => response.ok,
    () => false,
  );

describe('closed by default', () => {
  it('/metrics answers no one when no metrics token is set', async () => {
    for (const authorization of [undefined, 'Bearer ', 'Bearer undefined', `Bearer ${TEST_METRICS_TOKEN}`]) {
      const response = await fetch(`${suite.api().url}/metrics`, {
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.status).toBe(401);
      expect(await response.text()).not.toContain('http_requests_total');
    }
  });

  it('the API listens on 127.0.0.1 only unless HOST says otherwise; /metrics answers its token', async () => {
    // The process opens the database the test's service holds (PGlite lets one process open it).
    await suite.api().stop();
    const local = await startCommerceProcess(suite.api().location);
    try {
      const { port } = new URL(local.url);
      expect(await answers('127.0.0.1', port)).toBe(true);
      expect(await answers('127.0.0.2', port)).toBe(false);
      expect(await answers('[::1]', port)).toBe(false);
      const metrics = (authorization?: string) =>
        fetch(`${local.url}/metrics`, { headers: authorization ? { authorization } : {} });
      expect((await metrics()).status).toBe(401);
      expect((await metrics('Bearer nope')).status).toBe(401);
      expect((await metrics(`Bearer ${TEST_METRICS_TOKEN}`)).status).toBe(200);
    } finally {
      local.kill('SIGTERM');
      await local.exited;
    }
    const everywhere = await startCommerceProcess(suite.api().location, { HOST: '0.0.0.0' });
    try {
      expect(await answers('127.0.0.2', new URL(everywhere.url).port)).toBe(true);
    } finally {
      everywhere.kill('SIGTERM');
      await everywhere.exited;
    }
    await suite.api().start();
  }, 120_000);
});
