import { SingleBar } from 'cli-progress';

export interface SeedProgress {
  /** As the load starts and after each batch: products and rows written so far. */
  loaded(products: number, rows: number): void;
  /** The products are in; indexes, search tables and statistics are being built. */
  deriving(): void;
}

/** A 100,000-product catalog should be ready within this on embedded PGlite. */
const GOAL_SECONDS = 60;
/** Without a terminal, a line at each further 5 % of the products, at most one every 2 s. */
const LINE_STEP = 0.05;
const LINE_INTERVAL_MS = 2000;

const count = (n: number) => Math.round(n).toLocaleString('en');

function duration(s: number): string {
  return s >= 90 ? `${Math.floor(s / 60)} min ${Math.round(s % 60)} s` : `${Math.round(s)} s`;
}

/**
 * The seed's progress on `stream`: a bar (products, rows, rows per second, time left) on a
 * terminal, plain lines where the output goes to a log or a pipe.
 */
export function seedProgress(products: number, stream: NodeJS.WriteStream = process.stdout): SeedProgress {
  let started = performance.now();
  const rate = (rows: number) => rows / Math.max((performance.now() - started) / 1000, 0.001);
  if (stream.isTTY) {
    const bar = new SingleBar({
      stream,
      format:
        'Seeding [{bar}] {percentage}% | {value}/{total} products | {rows} rows | {rate} rows/s | {eta_formatted} left',
      formatValue: (value, _options, type) =>
        type === 'value' || type === 'total' ? count(Number(value)) : String(value),
      hideCursor: true,
    });
    return {
      loaded(done, rows) {
        if (done === 0) {
          started = performance.now();
          bar.start(products, 0, { rows: '0', rate: '0' });
        } else bar.update(done, { rows: count(rows), rate: count(rate(rows)) });
      },
      deriving() {
        bar.stop();
        stream.write('Building indexes, search tables and statistics...\n');
      },
    };
  }
  let shownShare = 0;
  let shownAt = started;
  return {
    loaded(done, rows) {
      const share = done / products;
      const now = performance.now();
      if (done === 0) started = shownAt = now;
      if (done < products && (share - shownShare < LINE_STEP || now - shownAt < LINE_INTERVAL_MS)) return;
      shownShare = share;
      shownAt = now;
      const left = ((now - started) / 1000) * ((products - done) / done);
      stream.write(
        `Seeding: ${count(done)}/${count(products)} products (${Math.floor(share * 100)} %), ` +
          `${count(rows)} rows, ${count(rate(rows))} rows/s, ${duration(left)} left\n`,
      );
    },
    deriving() {
      stream.write('Building indexes, search tables and statistics...\n');
    },
  };
}

/** The seed's closing line: how much, how long, how fast, beside the goal. */
export function seededLine(products: number, rows: number, seconds: number, database: string): string {
  return (
    `Seeded ${count(products)} products (${count(rows)} rows) into ${database} in ${seconds.toFixed(1)} s, ` +
    `${count(rows / seconds)} rows/s (goal < ${GOAL_SECONDS} s for 100,000 products)`
  );
}
