import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import sv from '../../../messages/sv.json';
import type { CartTotals } from './cart-model';
import { CartSummary } from './cart-summary';
import { CART_TEXT_KEYS, type CartTexts } from './cart-texts';

const texts = {
  ...Object.fromEntries(CART_TEXT_KEYS.map((key) => [key, sv.cart[key]])),
  close: sv.layout.close,
  incVat: sv.price.incVat,
  exVat: sv.price.exVat,
  regularPrice: sv.product.regularPrice,
} as CartTexts;

const kr = (minor: number) => `${(minor / 100).toFixed(2).replace('.', ',')} kr`;

function cartOf(incVat: number, vat: number): CartTotals {
  const exVat = incVat - vat;
  return {
    id: 'c',
    freeShipping: false,
    appliedCampaigns: [],
    summary: {
      subTotal: {
        regularPriceIncVatFormatted: kr(incVat),
        regularPriceExVatFormatted: kr(exVat),
      },
      total: {
        isDiscounted: false,
        discountIncVatFormatted: kr(0),
        discountExVatFormatted: kr(0),
        sellingPriceIncVatFormatted: kr(incVat),
        sellingPriceExVatFormatted: kr(exVat),
        vatFormatted: kr(vat),
      },
      shipping: {
        name: 'standard',
        shippingFeeIncVat: 0,
        feeIncVatFormatted: kr(0),
        feeExVatFormatted: kr(0),
        amountLeftToFreeShipping: 0,
        amountLeftToFreeShippingFormatted: kr(0),
      },
      balance: {
        fromGiftCard: 0,
        fromGiftCardFormatted: kr(0),
        fromAccount: 0,
        fromAccountFormatted: kr(0),
        remainingFormatted: kr(0),
      },
    },
  } as unknown as CartTotals;
}

/** The summary's rows as a shopper of the customer type sees them: what global.css hides is left out. */
function shownRows(html: string, vat: 'inc' | 'ex'): string[] {
  const hidden = vat === 'inc' ? 'vat-ex' : 'vat-inc';
  return [...html.matchAll(/<div( class="([^"]*)")?>(.*?)<\/div>/g)]
    .filter((row) => !(row[2] ?? '').split(' ').includes(hidden))
    .map((row) =>
      (row[3] as string)
        .replace(new RegExp(`<span class="${hidden}">.*?</span>`, 'g'), '')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
}

describe('the cart summary', () => {
  it("says the shipping's fee as the API formatted it, and free where the API's fee is nothing", () => {
    const charged = cartOf(10_000, 2_000);
    charged.summary.shipping = {
      ...charged.summary.shipping,
      shippingFeeIncVat: 69,
      feeIncVatFormatted: kr(6_900),
      feeExVatFormatted: kr(5_520),
    };
    const row = (cart: CartTotals) =>
      shownRows(renderToStaticMarkup(<CartSummary cart={cart} texts={texts} busy={false} />), 'inc').find(
        (r) => r.startsWith(texts.shipping),
      );
    expect(row(charged)).toBe(`${texts.shipping} ${kr(6_900)}`);
    // A way to ship chosen at the checkout that costs nothing (the store): free, though no threshold was reached.
    expect(row(cartOf(10_000, 2_000))).toBe(`${texts.shipping} ${texts.freeShipping}`);
    expect(row({ ...charged, freeShipping: true })).toBe(`${texts.shipping} ${texts.freeShipping}`);
  });

  it('asks every customer, a company too, to pay the amount incl. VAT; a company also sees its sum excl. VAT and the VAT', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 0, max: 25 }),
        (incVat, rate) => {
          const vat = Math.round((incVat * rate) / (100 + rate));
          const html = renderToStaticMarkup(
            <CartSummary cart={cartOf(incVat, vat)} texts={texts} busy={false} />,
          );
          const toPay = `Att betala inkl. moms ${kr(incVat)}`;
          expect(shownRows(html, 'inc')).toContain(toPay);
          expect(shownRows(html, 'inc')).toContain(`Varav moms ${kr(vat)}`);
          const company = shownRows(html, 'ex');
          expect(company).toContain(toPay);
          expect(company).toContain(`Summa exkl. moms ${kr(incVat - vat)}`);
          expect(company).toContain(`Moms ${kr(vat)}`);
          expect(company.indexOf(`Moms ${kr(vat)}`)).toBeLessThan(company.indexOf(toPay));
        },
      ),
      { numRuns: 100 },
    );
  });
});
