import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markets, orders } from '#src/db/schema.ts';
import { isValidIdentityNumber } from '#src/modules/identity-numbers/index.ts';
import { formatMoney } from '#src/modules/pricing/index.ts';
import { type Cart, minor } from './cart-client.ts';
import { type Checkout, checkoutClient, PERSON_BUYER } from './checkout-client.ts';
import { readPdf } from './pdf-text.ts';
import { insertStaffMember, signInAs } from './staff-client.ts';
import { useTestApi } from './suite.ts';

const suite = useTestApi({ products: 60 });
const checkout = checkoutClient(suite);
const { cart } = checkout;

type Holder = 'PERSON' | 'ORGANIZATION';

/** Each market as a shopper there buys: the language its pages are in and an address in its country. */
const MARKETS = {
  se: { languageId: 'sv-SE', locale: 'sv-SE', zip: '111 22', city: 'Stockholm', toPay: 'Att betala' },
  dk: { languageId: 'da-DK', locale: 'da-DK', zip: '2100', city: 'København Ø', toPay: 'At betale' },
  no: { languageId: 'nb-NO', locale: 'nb-NO', zip: '0150', city: 'Oslo', toPay: 'Å betale' },
  fi: { languageId: 'fi-FI', locale: 'fi-FI', zip: '00100', city: 'Helsinki', toPay: 'Maksettavaa' },
  eu: { languageId: 'en-GB', locale: 'en-GB', zip: '10115', city: 'Berlin', toPay: 'To pay' },
} as const;
type MarketAlias = keyof typeof MARKETS;

const digits = (n: number) => Array.from({ length: 10 ** n }, (_, i) => String(i).padStart(n, '0'));
const FINNISH_CHECK = [...'0123456789ABCDEFHJKLMNPRSTUVWXY'];

/** Numbers of each country's form, many of which its rule takes. */
const CANDIDATES: Record<string, Record<Holder, () => string[]>> = {
  SE: {
    PERSON: () => digits(4).map((d) => `19900101-${d}`),
    ORGANIZATION: () => digits(4).map((d) => `556000-${d}`),
  },
  DK: {
    PERSON: () => digits(4).map((d) => `010190${d}`),
    ORGANIZATION: () => digits(4).map((d) => `1234${d}`),
  },
  NO: {
    PERSON: () => digits(5).map((d) => `010190${d}`),
    ORGANIZATION: () => digits(5).map((d) => `9100${d}`),
  },
  FI: {
    PERSON: () => digits(3).flatMap((d) => FINNISH_CHECK.map((c) => `010190-${d}${c}`)),
    ORGANIZATION: () => digits(3).map((d) => `20774${d.slice(0, 2)}-${d.slice(2)}`),
  },
};

let buyers = 0;
/**
 * A valid number the invoice has not met yet in this file: each buyer owes their own invoices, so
 * runs never add up to a credit limit. Germany (the EU market) asks for none.
 */
function freshIdentityNumber(holder: Holder, country: string): string | undefined {
  const candidates = CANDIDATES[country]?.[holder];
  if (!candidates) return undefined;
  const valid = candidates().filter((candidate) => isValidIdentityNumber(candidate, holder, country));
  const number = valid[buyers % valid.length];
  if (!number) throw new Error(`No ${holder} number found for ${country}`);
  return number;
}

/** Amounts as text extracted from a PDF or a mail has them: plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

async function invoiceText(orderId: number, token: string): Promise<string> {
  const response = await fetch(`${suite.api().url}/admin/orders/${orderId}/invoice.pdf`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return plain((await readPdf(Buffer.from(await response.arrayBuffer()))).text);
}

const lineArbitrary = fc.record({
  // Up to 1,000 in the market's currency: nine units stay under the smallest credit limit (10,000 €).
  priceIncVat: fc.integer({ min: 100, max: 100_000 }),
  quantity: fc.integer({ min: 1, max: 3 }),
});

describe('the amount to pay', () => {
  it('is the same in the cart, the checkout, the confirmation, the order and the invoice, for every customer type and market', async () => {
    const token = await signInAs(suite.api().url, (await insertStaffMember(suite.db(), 'support')).email);
    const marketRows = await suite.db().select().from(markets);
    // Three SKUs serve every run: each run prices them anew in its market.
    const skus = [
      await cart.skuWithStock(1_000),
      await cart.skuWithStock(1_000),
      await cart.skuWithStock(1_000),
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...(Object.keys(MARKETS) as MarketAlias[])),
        fc.constantFrom<Holder>('PERSON', 'ORGANIZATION'),
        fc.array(lineArbitrary, { minLength: 1, maxLength: 3 }),
        async (alias, holder, lines) => {
          const market = MARKETS[alias];
          const row = marketRows.find((m) => m.alias === alias);
          if (!row) throw new Error(`No market ${alias}`);
          const scope = { marketId: alias, languageId: market.languageId };
          const { id } = await cart.newCart(alias, market.languageId);
          let shown: Cart | undefined;
          for (const [i, line] of lines.entries()) {
            const sku = skus[i] as (typeof skus)[number];
            await cart.setPrice(sku.productId, line.priceIncVat, row.id);
            shown = await cart.add(id, sku.id, line.quantity, scope);
          }
          buyers += 1;
          const buyer = {
            ...PERSON_BUYER,
            customerType: holder,
            email: `money-${buyers}@example.com`,
            identityNumber: freshIdentityNumber(holder, row.countryCode),
            billingAddress: {
              ...PERSON_BUYER.billingAddress,
              ...(holder === 'ORGANIZATION' ? { company: 'Bygg AB' } : {}),
              zip: market.zip,
              city: market.city,
              country: row.countryCode,
            },
          };
          const atCheckout: Checkout = await checkout.update(id, buyer, scope);
          const shipping = atCheckout.shippingOptions.find((o) => o.isSelected);
          expect(shipping, 'a way to ship is chosen').toBeDefined();
          const expected =
            lines.reduce((sum, l) => sum + l.priceIncVat * l.quantity, 0) + minor(shipping?.feeIncVat ?? 0);
          // The cart as the storefront shows it before and at the checkout.
          expect(minor(atCheckout.cart.summary.total.sellingPriceIncVat)).toBe(expected);
          const before = await cart.get(id, { ...scope, allowExternalShippingFee: true });
          expect(minor(before.summary.total.sellingPriceIncVat)).toBe(expected);
          expect(shown?.summary.total.currency.code).toBe(row.currencyCode);

          const placed = await checkout.place(id, buyer, scope);
          expect(placed.status).toBe('OK');
          const [order] = await suite.db().select().from(orders).where(eq(orders.cartId, id));
          expect(order?.totalIncVat).toBe(expected);
          const { checkout: confirmation } = await suite.data<{
            checkout: { order: { orderValueIncVat: number; currency: string } };
          }>(
            `query ($id: String!, $cartId: String, $marketId: String, $languageId: String) {
              checkout(id: $id, paymentType: STANDARD, cartId: $cartId, marketId: $marketId, languageId: $languageId) {
                order { orderValueIncVat currency } } }`,
            { id: placed.publicId, cartId: id, ...scope },
          );
          expect(minor(confirmation.order.orderValueIncVat)).toBe(expected);
          expect(confirmation.order.currency).toBe(row.currencyCode);

          const formatted = plain(formatMoney(expected, row.currencyCode, market.locale));
          expect(plain(before.summary.total.sellingPriceIncVatFormatted)).toBe(formatted);
          const invoice = await invoiceText(order?.id as number, token);
          expect(invoice).toContain(`${market.toPay} ${formatted}`);
        },
      ),
      { numRuns: 10 },
    );
  }, 120_000);
});
