import type { Logger } from './logger.ts';

/** Resolves when a dependency answers; rejects (or takes too long) when it does not. */
export type ReadinessCheck = () => Promise<unknown>;

/** A dependency slower than this counts as down: a probe must not hang on a pool waiting for a connection. */
const CHECK_TIMEOUT_MS = 2_000;

async function answers(name: string, check: ReadinessCheck, log: Logger): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timedOut]);
    return true;
  } catch (error) {
    log.warn({ err: error, dependency: name }, 'readiness check failed');
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Asks every dependency at once: ready when all answer, with each one's state. */
export async function readiness(checks: Record<string, ReadinessCheck>, log: Logger) {
  const states = await Promise.all(
    Object.entries(checks).map(
      async ([name, check]) => [name, (await answers(name, check, log)) ? 'ok' : 'failed'] as const,
    ),
  );
  return { ready: states.every(([, state]) => state === 'ok'), checks: Object.fromEntries(states) };
}
