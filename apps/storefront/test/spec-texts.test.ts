/**
 * The texts the specification words, pinned in the shop's message files: Swedish as the
 * specification writes it, and each other language present, its own, and not Swedish.
 */
import { createTranslator } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CredentialProblem, newPasswordProblems, signInProblems } from '@/features/account/credentials';
import { refusalText } from '@/features/cart/cart-problems';
import { CART_TEXT_KEYS, type CartTexts } from '@/features/cart/cart-texts';
import { fillMessage } from '@/lib/fill-message';
import { LOCALES, type Locale } from '@/lib/routing/locales';
import { stockText } from '@/ui/texts.server';
import da from '../messages/da.json';
import en from '../messages/en.json';
import fi from '../messages/fi.json';
import nb from '../messages/nb.json';
import sv from '../messages/sv.json';

const MESSAGES = { sv, da, en, fi, nb };
const OTHERS = LOCALES.filter((locale) => locale !== 'sv');

/** The language of the request being rendered, as next-intl's request config would give it. */
let requestLocale: Locale = 'sv';
vi.mock('next-intl/server', () => ({
  getTranslations: async (scope: string | { locale: Locale; namespace: string }) => {
    const { locale, namespace } =
      typeof scope === 'string' ? { locale: requestLocale, namespace: scope } : scope;
    return createTranslator({ locale, messages: MESSAGES[locale], namespace: namespace as 'site' });
  },
}));
vi.mock('next/font/local', () => ({ default: () => ({ variable: 'font' }) }));
vi.mock('@/lib/page.server', () => ({
  pageScope: async (params: Promise<{ locale: string }>) => ({ locale: (await params).locale }),
}));

const { generateMetadata } = await import('../src/app/[locale]/[market]/layout');

afterEach(() => {
  requestLocale = 'sv';
});

describe('the page description', () => {
  const description = async (locale: Locale) =>
    (await generateMetadata({ params: Promise.resolve({ locale, market: 'se' }) })).description;

  it('is Swedish on the Swedish pages', async () => {
    expect(await description('sv')).toBe(
      'Bygg- och trädgårdsmaskiner, fyrhjulingar, reservdelar, service och uthyrning – från vår butik och verkstad i Stockholm.',
    );
  });

  it.each(OTHERS)('is in its own language on the %s pages', async (locale) => {
    const text = await description(locale);
    expect(text).toBeTruthy();
    expect(text).not.toBe(await description('sv'));
  });
});

describe('the delivery time of a stock status', () => {
  const delivery = async (locale: Locale) => {
    requestLocale = locale;
    return { external: await stockText('OVERSELLABLE', 0), ordered: await stockText('ORDER_ITEM', 0) };
  };

  it('is normally 2–5 days from external stock and 1–3 weeks for an order item', async () => {
    const swedish = await delivery('sv');
    expect(swedish.external).toContain('2–5 dagar');
    expect(swedish.ordered).toContain('1–3 veckor');
    const english = await delivery('en');
    expect(english.external).toContain('2–5 days');
    expect(english.ordered).toContain('1–3 weeks');
  });

  it.each(OTHERS)('says the same times in %s', async (locale) => {
    const swedish = await delivery('sv');
    const own = await delivery(locale);
    expect(own.external).toContain('2–5');
    expect(own.ordered).toContain('1–3');
    expect(own.external).not.toBe(swedish.external);
    expect(own.ordered).not.toBe(swedish.ordered);
  });
});

describe('an add over the stock', () => {
  const texts = (locale: Locale) =>
    Object.fromEntries(CART_TEXT_KEYS.map((key) => [key, MESSAGES[locale].cart[key]])) as CartTexts;
  const overStock = { problem: 'onlyLeft' as const, details: { maxQuantity: 5, inCart: 3, available: 2 } };

  it("says 'only {stock} left'", () => {
    expect(en.cart.onlyLeft).toBe('Only {stock} left');
    expect(refusalText(texts('en'), overStock, 'add')).toBe('Only 2 left');
    expect(refusalText(texts('sv'), overStock, 'add')).toBe('Bara 2 kvar');
  });

  it.each(OTHERS)('names the stock left in %s', (locale) => {
    expect(MESSAGES[locale].cart.onlyLeft).toContain('{stock}');
    expect(refusalText(texts(locale), overStock, 'add')).toContain('2');
    if (locale !== 'en') expect(MESSAGES[locale].cart.onlyLeft).not.toBe(en.cart.onlyLeft);
    expect(MESSAGES[locale].cart.onlyLeft).not.toBe(sv.cart.onlyLeft);
  });
});

describe('what the credentials rules say', () => {
  const said = (locale: Locale) => {
    const auth = MESSAGES[locale].auth;
    const text = (problem: CredentialProblem | undefined) => (problem ? auth[problem] : undefined);
    return {
      required: text(signInProblems({ email: '', password: 'x' }).email),
      email: text(signInProblems({ email: 'kund@', password: 'x' }).email),
      short: text(newPasswordProblems({ password: 'sex666', passwordConfirm: 'sex666' }).password),
      differ: text(newPasswordProblems({ password: 'sjusju7', passwordConfirm: 'annat77' }).passwordConfirm),
    };
  };

  it('is worded in Swedish as the specification words it', () => {
    expect(said('sv')).toEqual({
      required: 'Detta fält är obligatoriskt',
      email: 'Du måste ange en giltig email',
      short: 'Ditt lösenord måste innehålla minst 7 tecken',
      differ: 'Lösenorden matchar inte',
    });
    expect(sv.checkout.problems.REQUIRED).toBe('Detta fält är obligatoriskt');
    expect(sv.checkout.problems.INVALID_EMAIL).toBe('Du måste ange en giltig email');
  });

  it.each(OTHERS)('is said in %s, four different texts, none of them Swedish', (locale) => {
    const swedish = said('sv');
    const own = said(locale);
    for (const key of ['required', 'email', 'short', 'differ'] as const) {
      expect(own[key], key).toBeTruthy();
      expect(own[key], key).not.toBe(swedish[key]);
    }
    expect(new Set(Object.values(own)).size).toBe(4);
    expect(own.short).toContain('7');
    expect(MESSAGES[locale].checkout.problems.REQUIRED).not.toBe(swedish.required);
    expect(MESSAGES[locale].checkout.problems.INVALID_EMAIL).not.toBe(swedish.email);
  });
});

describe('an address no route names', () => {
  it("says 'Page not found' with the address", () => {
    expect(en.notFound.pageTitle).toBe('Page not found');
    expect(fillMessage(en.notFound.address, { url: '/no/such/page' })).toContain('/no/such/page');
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('says it in %s, with the address', (locale) => {
    expect(MESSAGES[locale].notFound.pageTitle).toBeTruthy();
    expect(MESSAGES[locale].notFound.pageTitle).not.toBe(en.notFound.pageTitle);
    expect(fillMessage(MESSAGES[locale].notFound.address, { url: '/finns/inte' })).toContain('/finns/inte');
  });
});
