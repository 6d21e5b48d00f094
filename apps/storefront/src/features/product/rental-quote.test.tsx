import { createTranslator } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import sv from '../../../messages/sv.json';
import type { RentalQuote } from './rental-queries';
import { bookablePeriod, type QuoteState, RentalQuoteView } from './rental-quote';
import { RENTAL_ISLAND_KEYS, type RentalProblem, type RentalTexts } from './rental-texts';

const PROBLEMS = Object.keys(sv.rental.problems) as RentalProblem[];

// As the page words them (rental-texts.server.ts), for a machine hired two days at least.
const t = createTranslator({ locale: 'sv', messages: sv, namespace: 'rental' });
const texts = {
  ...Object.fromEntries(RENTAL_ISLAND_KEYS.map((key) => [key, sv.rental[key]])),
  problems: Object.fromEntries(PROBLEMS.map((code) => [code, t(`problems.${code}`, { days: 2 })])),
  addToCart: sv.product.addToCart,
} as RentalTexts;

const period = { from: '2026-12-04', to: '2026-12-07' };
const amount = (inc: string, ex: string) => ({
  sellingPriceIncVatFormatted: inc,
  sellingPriceExVatFormatted: ex,
});

function quote(fields: Partial<RentalQuote>): RentalQuote {
  return {
    ...period,
    problem: null,
    freeUnits: 2,
    available: true,
    days: 3,
    price: amount('2 900 kr', '2 320 kr'),
    deposit: null,
    damageWaiver: null,
    delivery: null,
    ...fields,
  };
}

const render = (state: QuoteState) =>
  renderToStaticMarkup(<RentalQuoteView id="q" state={state} units={3} texts={texts} languageTag="sv-SE" />);
const answered = (...quotes: [RentalQuote, RentalQuote?]): QuoteState => ({
  status: 'answered',
  period,
  quotes: [
    { customerType: 'PERSON', quote: quotes[0] },
    ...(quotes[1] ? [{ customerType: 'ORGANIZATION' as const, quote: quotes[1] }] : []),
  ],
});

describe('the answer for a period', () => {
  it('shows each customer type its own price in its VAT form, and the machines free', () => {
    const html = render(answered(quote({}), quote({ price: amount('2 610 kr', '2 088 kr') })));
    expect(html).toContain('<span class="vat-inc">2 900 kr</span>');
    expect(html).toContain('<span class="vat-ex">2 088 kr</span>');
    expect(html).toContain('2 av 3 lediga');
    expect(html).toContain('(3 dygn)');
    expect(html).toContain('role="status"');
  });

  it('names the deposit when the API gives it, and leaves the damage waiver to its box in the add form', () => {
    const html = render(
      answered(quote({ deposit: amount('5 000 kr', '5 000 kr'), damageWaiver: amount('290 kr', '232 kr') })),
    );
    expect(html).toContain('Deposition vid hämtning: 5 000 kr');
    expect(html).not.toContain('290 kr');
  });

  it.each(PROBLEMS)('says %s in words, and nothing can be booked', (problem) => {
    const state = answered(quote({ problem, freeUnits: 0, available: false, price: null, days: null }));
    expect(render(state)).toContain(texts.problems[problem]);
    expect(bookablePeriod(state)).toBeNull();
  });

  it('says when no machine is free for all the days', () => {
    const state = answered(quote({ freeUnits: 0, available: false }));
    expect(render(state)).toContain(sv.rental.noneFree);
    expect(render(state)).toContain('0 av 3 lediga');
    expect(bookablePeriod(state)).toBeNull();
  });

  it('lets only a period the API called available be booked', () => {
    expect(bookablePeriod(answered(quote({})))).toEqual(period);
    expect(bookablePeriod({ status: 'loading', period })).toBeNull();
    expect(bookablePeriod({ status: 'failed' })).toBeNull();
  });

  it('names the shortest hire of the machine', () => {
    expect(texts.problems.SHORTER_THAN_MINIMUM).toBe('Kortaste hyrtiden är 2 dygn.');
  });

  it('says what is missing before the API is asked', () => {
    expect(render({ status: 'none' })).toContain(sv.rental.choosePeriod);
    expect(render({ status: 'incomplete' })).toContain(sv.rental.incomplete);
    expect(render({ status: 'bad' })).toContain(sv.rental.problems.BAD_DATE);
    expect(render({ status: 'failed' })).toContain(sv.rental.quoteFailed);
  });
});
