import autocannon from 'autocannon';

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

/**
 * Runs `call` from `concurrency` loops for `seconds` (or until `limit` calls) and reports latency
 * percentiles in ms.
 */
export async function latency(
  call: () => Promise<void>,
  options: { concurrency: number; seconds: number; warmup?: number; limit?: number },
) {
  for (let i = 0; i < (options.warmup ?? 20); i++) await call();
  const samples: number[] = [];
  const deadline = performance.now() + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (performance.now() < deadline && samples.length < (options.limit ?? Number.POSITIVE_INFINITY)) {
        const started = performance.now();
        await call();
        samples.push(performance.now() - started);
      }
    }),
  );
  samples.sort((a, b) => a - b);
  return {
    requests: samples.length,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    throughput: samples.length / options.seconds,
  };
}

/** Requests per second that a URL sustains, from autocannon. */
export async function throughput(url: string, seconds = 8, connections = 10): Promise<number> {
  const result = await autocannon({ url, connections, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return result.requests.average;
}

export const ms = (n: number) => `${n.toFixed(1)} ms`;
