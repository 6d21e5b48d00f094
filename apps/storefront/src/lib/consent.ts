/** What a shopper may allow: necessary cookies are always on, the rest are the shopper's choice. */
export const OPTIONAL_CATEGORIES = ['preferences', 'statistics', 'marketing'] as const;
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];
export type Consent = Record<OptionalCategory, boolean>;

/**
 * The consent cookie's value: `necessary` and the optional categories allowed, joined by dots in
 * this order (`necessary.statistics`). Dots need no escaping in a cookie. The same pattern decides
 * before first paint whether the panel shows (`first-paint.ts`), so both read a value alike.
 */
export const CONSENT_PATTERN = `^necessary(\\.(${OPTIONAL_CATEGORIES.join('|')}))*$`;
const VALID = new RegExp(CONSENT_PATTERN);
/** Longer than any value the shop writes (`necessary` and each category once). */
const MAX_LENGTH = 64;

export const NO_OPTIONAL: Consent = { preferences: false, statistics: false, marketing: false };
export const ALL_OPTIONAL: Consent = { preferences: true, statistics: true, marketing: true };

/** The shopper's choice, or null when there is none to go by (absent, garbled or foreign). */
export function parseConsent(value: string | null | undefined): Consent | null {
  if (typeof value !== 'string' || value.length > MAX_LENGTH || !VALID.test(value)) return null;
  const allowed = new Set(value.split('.'));
  return {
    preferences: allowed.has('preferences'),
    statistics: allowed.has('statistics'),
    marketing: allowed.has('marketing'),
  };
}

export function consentValue(consent: Consent): string {
  return ['necessary', ...OPTIONAL_CATEGORIES.filter((c) => consent[c])].join('.');
}

/**
 * The choice a posted panel form makes: `choice` is the button pressed (`all`, `none`, or `chosen`
 * with a checkbox per category). Anything else is no choice.
 */
export function consentOfForm(read: (name: string) => unknown): Consent | null {
  const choice = read('choice');
  if (choice === 'all') return ALL_OPTIONAL;
  if (choice === 'none') return NO_OPTIONAL;
  if (choice !== 'chosen') return null;
  return {
    preferences: read('preferences') === 'on',
    statistics: read('statistics') === 'on',
    marketing: read('marketing') === 'on',
  };
}
