/**
 * One Lighthouse run (mobile preset) of a page in Debian's Chromium, reduced to the figures the
 * benchmark prints. Shared by `npm run lighthouse` and the end-to-end smoke test.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

const CHROMIUM_FLAGS = [
  '--headless',
  ...CHROMIUM_ARGS,
  // The shop's default language, so that language detection does not send `/` on to `/en`.
  '--lang=sv-SE',
  '--accept-lang=sv-SE,sv',
];

export interface PageReport {
  /** Category scores, 0–100; null when Lighthouse could not score a category. */
  scores: Record<Category, number | null>;
  lcpMs: number | null;
  /** The largest contentful paint's element and its phases. */
  lcpElement: string | null;
  tbtMs: number | null;
  cls: number | null;
  /** Audits that lost points, worst first, as `category: audit id (score)`. */
  findings: string[];
  /** The largest layout shifts: the element that moved most, its shift score and likely causes. */
  shifts: string[];
}

interface ShiftItem {
  node?: { selector?: string; nodeLabel?: string };
  score?: number;
  subItems?: { items: { cause?: string }[] };
}

function layoutShifts(details: unknown): string[] {
  const items = (details as { items?: ShiftItem[] } | undefined)?.items ?? [];
  return items.map((item) => {
    const causes = item.subItems?.items.map((sub) => sub.cause).filter(Boolean) ?? [];
    const where = item.node?.selector ?? item.node?.nodeLabel ?? 'unknown element';
    return `${where} (${(item.score ?? 0).toFixed(3)}${causes.length ? `; ${causes.join(', ')}` : ''})`;
  });
}

interface LcpDetails {
  items?: {
    type: string;
    selector?: string;
    nodeLabel?: string;
    items?: { subpart?: string; duration?: number }[];
  }[];
}

/**
 * The largest contentful paint's element and where its time went in the unthrottled trace (time
 * to first byte, load delay, load, render delay), from the LCP breakdown insight.
 */
function lcpBreakdown(details: unknown): string | null {
  const parts = (details as LcpDetails | undefined)?.items ?? [];
  const node = parts.find((p) => p.type === 'node');
  if (!node) return null;
  const phases = (parts.find((p) => p.type === 'table')?.items ?? [])
    .filter((p) => p.subpart && typeof p.duration === 'number')
    .map((p) => `${p.subpart} ${Math.round(p.duration as number)} ms`);
  return `${node.selector ?? node.nodeLabel}${phases.length ? ` (${phases.join(', ')})` : ''}`;
}

/** Runs `work` with a fresh Chromium (own profile) open on a remote-debugging port, then closes it. */
export async function withChromium<T>(work: (port: number) => Promise<T>): Promise<T> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'lighthouse-chromium-'));
  const chromium = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    userDataDir,
    logLevel: 'error',
  });
  try {
    return await work(chromium.port);
  } finally {
    chromium.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

const numeric = (value: number | undefined | null) => (typeof value === 'number' ? value : null);

/**
 * Lighthouse's mobile preset (its default) on one address, through the Chromium at `port`.
 * `closedToSearch`: the page is kept out of search on purpose (noindex, robots.txt), so the one SEO
 * audit that only an indexable page passes, `is-crawlable`, is left out of its SEO score.
 */
export async function auditPage(url: string, port: number, closedToSearch = false): Promise<PageReport> {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: [...CATEGORIES],
    ...(closedToSearch ? { skipAudits: ['is-crawlable'] } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  if (lhr.finalDisplayedUrl !== url) throw new Error(`${url} led to ${lhr.finalDisplayedUrl}`);
  const score = (category: Category) => {
    const value = lhr.categories[category]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  const findings: { text: string; score: number }[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
      findings.push({ text: `${category}: ${ref.id} (${audit.score.toFixed(2)})`, score: audit.score });
    }
  }
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: numeric(lhr.audits['largest-contentful-paint']?.numericValue),
    tbtMs: numeric(lhr.audits['total-blocking-time']?.numericValue),
    cls: numeric(lhr.audits['cumulative-layout-shift']?.numericValue),
    findings: findings.sort((a, b) => a.score - b.score).map((f) => f.text),
    shifts: layoutShifts(lhr.audits['layout-shifts']?.details),
    lcpElement: lcpBreakdown(lhr.audits['lcp-breakdown-insight']?.details),
  };
}
