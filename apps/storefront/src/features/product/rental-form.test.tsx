import { createTranslator } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import sv from '../../../messages/sv.json';
import { RentalBookingForm } from './rental-form';
import type { RentalQuote } from './rental-queries';
import { RENTAL_ISLAND_KEYS, type RentalProblem, type RentalTexts } from './rental-texts';

vi.mock('@/features/cart/cart-actions', () => ({ addRentalFromForm: async () => undefined }));

const t = createTranslator({ locale: 'sv', messages: sv, namespace: 'rental' });
const texts = {
  ...Object.fromEntries(RENTAL_ISLAND_KEYS.map((key) => [key, sv.rental[key]])),
  problems: Object.fromEntries(
    (Object.keys(sv.rental.problems) as RentalProblem[]).map((code) => [
      code,
      t(`problems.${code}`, { days: 1 }),
    ]),
  ),
  addToCart: sv.product.addToCart,
} as RentalTexts;

const period = { from: '2026-12-04', to: '2026-12-07' };
const quote: RentalQuote = {
  ...period,
  problem: null,
  freeUnits: 2,
  available: true,
  days: 3,
  price: { sellingPriceIncVatFormatted: '2 900 kr', sellingPriceExVatFormatted: '2 320 kr' },
  deposit: null,
  damageWaiver: null,
  delivery: null,
};

const render = (props: Partial<Parameters<typeof RentalBookingForm>[0]>) =>
  renderToStaticMarkup(
    <RentalBookingForm
      action="/p/hyr/minigravare"
      asked={{ kind: 'none' }}
      answered={null}
      skuId={42}
      units={3}
      damageWaiverPercent={null}
      texts={texts}
      languageTag="sv-SE"
      {...props}
    />,
  );

describe('the rental form without JavaScript', () => {
  it('asks the page again with two labelled date fields', () => {
    const html = render({});
    expect(html).toMatch(/<form [^>]*action="\/p\/hyr\/minigravare" method="get"/);
    expect(html).toContain(`<label for="rental-form-from">${sv.rental.pickup}</label>`);
    expect(html).toContain('<input id="rental-form-from" type="date" class="text-input" name="from"');
    expect(html).toContain(`<label for="rental-form-to">${sv.rental.return}</label>`);
    expect(html).toContain('<input id="rental-form-to" type="date" class="text-input" name="to"');
  });

  it('cannot add before the API said the days can be booked, and says why', () => {
    const html = render({ asked: { kind: 'incomplete', from: '2026-12-04', to: '' } });
    expect(html).toMatch(/<button type="submit" class="button-primary" disabled=""/);
    expect(html).toContain(sv.rental.bookHint);
    expect(html).toContain('value="2026-12-04"');
  });

  it('shows the answer for the asked days and posts them with the machine', () => {
    const answered = [{ customerType: 'PERSON' as const, quote }];
    const html = render({ asked: { kind: 'period', period }, answered });
    expect(html).toContain('2 900 kr');
    expect(html).toContain('<input type="hidden" name="skuId" value="42"/>');
    expect(html).toContain('<input type="hidden" name="from" value="2026-12-04"/>');
    expect(html).toContain('<input type="hidden" name="to" value="2026-12-07"/>');
    expect(html).not.toContain('disabled=""');
  });

  it('asks a zip to deliver to, and posts the one the API priced with the days', () => {
    const delivery = {
      zip: '11446',
      problem: null,
      price: { sellingPriceIncVatFormatted: '695 kr', sellingPriceExVatFormatted: '556 kr' },
    };
    const answered = [{ customerType: 'PERSON' as const, quote: { ...quote, delivery } }];
    const html = render({ asked: { kind: 'period', period, deliveryZip: '114 46' }, answered });
    expect(html).toContain(`<label for="rental-form-zip">${sv.rental.deliveryZip}</label>`);
    expect(html).toMatch(/<input id="rental-form-zip" type="text"[^>]* name="zip"[^>]* value="114 46"/);
    expect(html).toContain('<span class="vat-inc">Leverans till 114 46 och hämtning: 695 kr</span>');
    expect(html).toContain('<input type="hidden" name="deliveryZip" value="11446"/>');
  });

  it('keeps the add off for a zip the depot does not deliver to, and says so', () => {
    const delivery = { zip: '98131', problem: 'NOT_DELIVERED' as const, price: null };
    const answered = [{ customerType: 'PERSON' as const, quote: { ...quote, delivery } }];
    const html = render({ asked: { kind: 'period', period, deliveryZip: '98131' }, answered });
    expect(html).toContain('Till 981 31 kör vi inte ut.');
    expect(html).toContain('disabled=""');
    expect(html).not.toContain('name="deliveryZip"');
  });

  it('offers the damage waiver as a labelled box of the add form, with the API’s price per customer type', () => {
    const damageWaiver = { sellingPriceIncVatFormatted: '290 kr', sellingPriceExVatFormatted: '232 kr' };
    const answered = [
      { customerType: 'PERSON' as const, quote: { ...quote, damageWaiver } },
      {
        customerType: 'ORGANIZATION' as const,
        quote: { ...quote, damageWaiver: { ...damageWaiver, sellingPriceExVatFormatted: '200 kr' } },
      },
    ];
    const html = render({ asked: { kind: 'period', period }, answered, damageWaiverPercent: 12.5 });
    // The add form, the page's last: the box posts with the days.
    const add = html.slice(html.lastIndexOf('<form'));
    expect(add).toContain(
      '<input id="rental-form-waiver" type="checkbox" name="damageWaiver" value="true"/>',
    );
    expect(add).toMatch(
      /<label for="rental-form-waiver">Skadeskydd \(12,5 %\) <span class="vat-inc">290 kr<\/span><span class="vat-ex">200 kr<\/span><\/label>/,
    );
    expect(add.indexOf('name="damageWaiver"')).toBeLessThan(add.indexOf('</form>'));
  });

  it('offers no damage waiver for an object without one, nor before the days can be booked', () => {
    const damageWaiver = { sellingPriceIncVatFormatted: '290 kr', sellingPriceExVatFormatted: '232 kr' };
    const priced = [{ customerType: 'PERSON' as const, quote: { ...quote, damageWaiver } }];
    expect(render({ asked: { kind: 'period', period }, answered: priced })).not.toContain('damageWaiver');
    const taken = [
      { customerType: 'PERSON' as const, quote: { ...quote, damageWaiver, freeUnits: 0, available: false } },
    ];
    const html = render({ asked: { kind: 'period', period }, answered: taken, damageWaiverPercent: 10 });
    expect(html).not.toContain('damageWaiver');
  });

  it('keeps the add off when the API said the days are taken', () => {
    const answered = [
      { customerType: 'PERSON' as const, quote: { ...quote, freeUnits: 0, available: false } },
    ];
    const html = render({ asked: { kind: 'period', period }, answered });
    expect(html).toContain(sv.rental.noneFree);
    expect(html).toContain('disabled=""');
  });
});
