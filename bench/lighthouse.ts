/**
 * `npm run lighthouse`: Lighthouse (mobile preset) on the home, a category, a product and the
 * checkout page in Swedish and English, against the built apps started here on their own ports and
 * database. Prints the scores beside the goals; a benchmark, it never fails on a score.
 * SKIP_BUILD=1 audits the existing storefront build instead of building first.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { waitFor } from '../scripts/wait-for.ts';
import { auditPage, type Category, type PageReport, withChromium } from './lighthouse-audit.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
// Ports of its own; another checkout of the repository auditing alongside may pick others.
const storefrontPort = Number(process.env.BENCH_STOREFRONT_PORT ?? 3300);
const commercePort = Number(process.env.BENCH_COMMERCE_PORT ?? 4300);
const storefrontUrl = `http://localhost:${storefrontPort}`;
// The API listens on 127.0.0.1 only (HOST), whatever localhost resolves to.
const commerceUrl = `http://127.0.0.1:${commercePort}`;
const revalidateSecret = randomBytes(32).toString('base64url');
const children: ChildProcess[] = [];

/** Score goals per category, and Lighthouse's "good" thresholds for the three metrics. */
const GOALS: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
const GOOD = { lcpMs: 2500, tbtMs: 200, cls: 0.1 };
/**
 * Audits of each page; the table shows the run with the median performance score. On a machine
 * shared with other work one run of the same page scored anywhere from 58 to 96 (the main thread's
 * time, which the mobile preset multiplies by four, is what varies); Lighthouse's own advice is the
 * median of several runs. LIGHTHOUSE_RUNS=1 for one quick look.
 */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

/** The run whose performance score is the median (the lower middle one of an even count). */
function medianRun(reports: PageReport[]): PageReport {
  const sorted = [...reports].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)] as PageReport;
}

/** Each app in a process group of its own: `next start` serves from a child process of its own. */
function start(command: string, args: string[], cwd: string, env: Record<string, string>) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: 'ignore',
    detached: true,
  });
  children.push(child);
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals | 0): boolean {
  try {
    if (child.pid) process.kill(-child.pid, signal);
    return Boolean(child.pid);
  } catch {
    return false;
  }
}

/** Stops every app, and kills what is still running after five seconds. */
async function stopAll() {
  for (const child of children) signalGroup(child, 'SIGTERM');
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline && children.some((child) => signalGroup(child, 0))) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (const child of children) signalGroup(child, 'SIGKILL');
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => stopAll().finally(() => process.exit(130)));
}

/** The first top-level category and the first product, as the API lists them in Sweden. */
async function samplePaths(): Promise<{ category: string; product: string }> {
  const response = await fetch(`${commerceUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-apikey': process.env.API_KEY ?? 'demo-storefront-key' },
    body: JSON.stringify({
      query: `{ categories { canonicalUrl parentCategoryId }
        products(take: 1, marketId: "se", languageId: "sv-SE") { products { canonicalUrl } } }`,
    }),
  });
  const { data } = (await response.json()) as {
    data?: {
      categories: { canonicalUrl: string; parentCategoryId: number | null }[];
      products: { products: { canonicalUrl: string }[] };
    };
  };
  const category = data?.categories.find((c) => c.parentCategoryId === null)?.canonicalUrl;
  const product = data?.products.products[0]?.canonicalUrl;
  if (!category || !product) throw new Error('The catalog has no category or product to audit');
  return { category, product };
}

const mark = (ok: boolean) => (ok ? '✓' : '✗');
const cell = (value: number | null, goal: number) =>
  value === null ? 'n/a' : `${value} ${mark(value >= goal)}`;
const metric = (value: number | null, good: number, text: (v: number) => string) =>
  value === null ? 'n/a' : `${text(value)} ${mark(value <= good)}`;

function printTable(rows: { page: string; language: string; report: PageReport }[]) {
  const header = [
    'page',
    'lang',
    `performance (≥${GOALS.performance})`,
    `accessibility (${GOALS.accessibility})`,
    `best practices (${GOALS['best-practices']})`,
    `SEO (${GOALS.seo})`,
    `LCP (≤${GOOD.lcpMs / 1000} s)`,
    `TBT (≤${GOOD.tbtMs} ms)`,
    `CLS (≤${GOOD.cls})`,
  ];
  const lines = rows.map(({ page, language, report: r }) => [
    page,
    language,
    cell(r.scores.performance, GOALS.performance),
    cell(r.scores.accessibility, GOALS.accessibility),
    cell(r.scores['best-practices'], GOALS['best-practices']),
    cell(r.scores.seo, GOALS.seo),
    metric(r.lcpMs, GOOD.lcpMs, (v) => `${(v / 1000).toFixed(1)} s`),
    metric(r.tbtMs, GOOD.tbtMs, (v) => `${Math.round(v)} ms`),
    metric(r.cls, GOOD.cls, (v) => v.toFixed(3)),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] as string).length)));
  const format = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] as number)).join('  ');
  console.log(`\n${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const line of lines) console.log(format(line));
  console.log('\nWhat lost points (score < 0.9), worst first:');
  for (const { page, language, report } of rows) {
    console.log(`  ${page} ${language}: ${report.findings.join(', ') || 'nothing'}`);
    for (const shift of report.shifts) console.log(`    layout shift: ${shift}`);
    if (report.lcpMs !== null && report.lcpMs > GOOD.lcpMs && report.lcpElement) {
      console.log(`    largest contentful paint: ${report.lcpElement}`);
    }
  }
}

try {
  if (process.env.SKIP_BUILD !== '1') {
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/storefront'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('The storefront build failed');
  }
  start(process.execPath, ['src/main.ts'], `${root}apps/commerce`, {
    COMMERCE_PORT: String(commercePort),
    DATA_DIR: `${root}data/lighthouse`,
    STOREFRONT_URLS: storefrontUrl,
    REVALIDATE_SECRET: revalidateSecret,
  });
  await waitFor(`${commerceUrl}/healthz`, 300);
  start('npx', ['next', 'start', '-p', String(storefrontPort)], `${root}apps/storefront`, {
    COMMERCE_URL: commerceUrl,
    REVALIDATE_SECRET: revalidateSecret,
    SITE_URL: storefrontUrl,
  });
  await waitFor(`${storefrontUrl}/en`, 120);

  const { category, product } = await samplePaths();
  const pages = [
    { page: 'home', sv: '/', en: '/en' },
    { page: 'category', sv: category, en: `/en${category}` },
    { page: 'product', sv: product, en: `/en${product}` },
    { page: 'checkout', sv: '/kassan', en: '/en/checkout' },
  ];
  // Kept out of search on purpose (ADR 10): noindex, and closed in robots.txt.
  const closedToSearch = new Set(['checkout']);
  const targets = pages.flatMap(({ page, sv, en }) => [
    { page, language: 'sv', path: sv },
    { page, language: 'en', path: en },
  ]);
  // Each page is rendered once first, so the audit measures a warm server as shoppers meet it.
  for (const { path } of targets) await fetch(`${storefrontUrl}${path}`);
  const rows = await withChromium(async (port) => {
    const done: { page: string; language: string; report: PageReport }[] = [];
    for (const target of targets) {
      const reports: PageReport[] = [];
      for (let run = 1; run <= RUNS; run++) {
        console.log(`Auditing ${target.path} (run ${run} of ${RUNS}) ...`);
        reports.push(
          await auditPage(`${storefrontUrl}${target.path}`, port, closedToSearch.has(target.page)),
        );
      }
      done.push({ ...target, report: medianRun(reports) });
    }
    return done;
  });
  console.log(`\nLighthouse, mobile preset, ${storefrontUrl}, the median of ${RUNS} runs of each page`);
  printTable(rows);
  console.log(
    `\nSEO of ${[...closedToSearch].join(', ')}: without the is-crawlable audit, which fails every page ` +
      'kept out of search on purpose (noindex and robots.txt, ADR 10).',
  );
} finally {
  await stopAll();
}
