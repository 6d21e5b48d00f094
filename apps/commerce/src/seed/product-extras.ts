import { manualTexts } from '#src/modules/media/index.ts';
import { exVatFromIncVat } from '#src/modules/pricing/index.ts';
import { LANGS, type Lang, type Localized, type ProductLine } from './assortment/index.ts';
import { createRandom, type Random } from './random.ts';
import { REVIEW_TEXTS } from './review-texts.ts';

/*
 * Reviews, manuals and price histories of a generated product. Each product draws from its own
 * random sequence (seeded by the catalog seed and the product id), so these never change what the
 * rest of the catalog looks like.
 */

const DAY = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function extrasRandom(seed: number, productId: number, salt: number): Random {
  return createRandom((seed * 1_000_003 + productId * 7_919 + salt) >>> 0);
}

export interface SeedReview {
  rating: number;
  author: string;
  comment: string;
  languageCode: Lang;
  createdAt: Date;
}

const REVIEW_LANGUAGES: [Lang, number][] = [
  ['sv', 0.72],
  ['en', 0.08],
  ['da', 0.07],
  ['nb', 0.07],
  ['fi', 0.06],
];

function pickWeighted<T>(random: Random, options: [T, number][]): T {
  let r = random.next();
  for (const [value, weight] of options) {
    r -= weight;
    if (r < 0) return value;
  }
  return (options.at(-1) as [T, number])[0];
}

/** About a third of machines and parts have reviews, mostly happy ones, mostly in Swedish. */
export function seedReviews(
  random: Random,
  kind: ProductLine['kind'],
  createdAt: Date,
  catalogDate: number,
): SeedReview[] {
  if ((kind !== 'machine' && kind !== 'part') || !random.chance(0.32)) return [];
  const count = pickWeighted(random, [
    [1, 0.25],
    [2, 0.2],
    [3, 0.18],
    [4, 0.14],
    [5, 0.1],
    [7, 0.08],
    [9, 0.05],
  ]);
  // Some products are simply better liked than others.
  const liked = random.next();
  const since = createdAt.getTime();
  return Array.from({ length: count }, () => {
    const rating = pickWeighted(random, [
      [5, 0.3 + liked * 0.25],
      [4, 0.3],
      [3, 0.15],
      [2, 0.08],
      [1, 0.07],
    ]);
    const languageCode = pickWeighted(random, REVIEW_LANGUAGES);
    const texts = REVIEW_TEXTS[languageCode];
    const pool = texts[kind === 'machine' ? 'machine' : 'part'];
    const band = rating >= 4 ? pool.good : rating === 3 ? pool.mixed : pool.poor;
    const at = since + random.next() * Math.max(DAY, catalogDate - since);
    return {
      rating,
      author: random.pick(texts.authors),
      comment: random.pick(band),
      languageCode,
      createdAt: new Date(Math.floor(at / 1000) * 1000),
    };
  });
}

export interface SeedDocument {
  languageCode: Lang;
  title: string;
  fileName: string;
}

/** Every machine has a manual in Swedish and English; two in five also in Danish, Finnish and Norwegian. */
export function seedDocuments(
  random: Random,
  kind: ProductLine['kind'],
  alias: string,
  names: Localized,
): SeedDocument[] {
  if (kind !== 'machine') return [];
  const languages: Lang[] = random.chance(0.4) ? [...LANGS] : ['sv', 'en'];
  return languages.map((lang) => ({
    languageCode: lang,
    title: `${manualTexts(lang).title} – ${names[lang]}`,
    fileName: `${alias}-manual-${lang}.pdf`,
  }));
}

export interface SeedPrice {
  marketId: number;
  regularIncVat: number;
  sellingIncVat: number;
  vatRateBp: number;
}

export interface SeedPriceLogRow {
  marketId: number;
  date: string;
  regularIncVat: number;
  regularExVat: number;
  sellingIncVat: number;
  sellingExVat: number;
}

/**
 * A price history that ends in today's prices: the launch price (for some products before a price
 * change), for some a short offer that ended, and, for products on a campaign, the discount from
 * the campaign's start. Half of the discounted products had a short offer within the 30 days
 * before their discount, so the lowest earlier price shown beside the discount is below the
 * regular one. `round` rounds a price in major units the way the shop prices things.
 */
export function seedPriceLog(
  random: Random,
  options: {
    createdAt: Date;
    discountStart: Date | null;
    catalogDate: number;
    prices: SeedPrice[];
    round: (major: number) => number;
  },
): SeedPriceLogRow[] {
  const { createdAt, catalogDate, prices, round } = options;
  const created = Date.UTC(createdAt.getUTCFullYear(), createdAt.getUTCMonth(), createdAt.getUTCDate());
  const start = options.discountStart ? Math.max(options.discountStart.getTime(), created + DAY) : null;
  const end = start ?? catalogDate;

  /** [day, regular factor, selling factor against regular] */
  const changes: [number, number, number][] = [];
  const priceChange = created + random.int(30, 200) * DAY;
  const launchFactor = random.chance(0.35) ? random.pick([0.92, 0.95, 1.05, 1.08]) : 1;
  // A launch price only when the change to today's regular price fits before the end.
  const changed = launchFactor !== 1 && priceChange < end - 45 * DAY;
  changes.push([created, changed ? launchFactor : 1, 1]);
  if (changed) changes.push([priceChange, 1, 1]);
  const regularAt = (day: number) => (changed && day < priceChange ? launchFactor : 1);

  const offerWithinWindow = start !== null && random.chance(0.5);
  const offerLength = random.int(5, 10) * DAY;
  const offerStart = offerWithinWindow
    ? (start as number) - random.int(12, 25) * DAY
    : end - random.int(60, 240) * DAY;
  const hasOffer = offerWithinWindow || random.chance(0.15);
  const last = changes.at(-1) as [number, number, number];
  if (hasOffer && offerStart > last[0] + DAY && offerStart + offerLength < end) {
    const regular = regularAt(offerStart);
    changes.push([offerStart, regular, random.pick([0.85, 0.88, 0.9])]);
    changes.push([offerStart + offerLength, regular, 1]);
  }

  return prices.flatMap((price) => {
    const rows = changes.map(([day, regularFactor, sellingFactor]) => {
      const regularIncVat =
        regularFactor === 1 ? price.regularIncVat : round((price.regularIncVat / 100) * regularFactor);
      const sellingIncVat =
        sellingFactor === 1 ? regularIncVat : round((regularIncVat / 100) * sellingFactor);
      return row(price, day, regularIncVat, sellingIncVat);
    });
    if (start !== null) rows.push(row(price, start, price.regularIncVat, price.sellingIncVat));
    return rows;
  });
}

function row(price: SeedPrice, day: number, regularIncVat: number, sellingIncVat: number): SeedPriceLogRow {
  return {
    marketId: price.marketId,
    date: isoDate(day),
    regularIncVat,
    regularExVat: exVatFromIncVat(regularIncVat, price.vatRateBp),
    sellingIncVat,
    sellingExVat: exVatFromIncVat(sellingIncVat, price.vatRateBp),
  };
}
