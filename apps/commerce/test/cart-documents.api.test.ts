import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_CART_IDS } from './example-carts.ts';
import { platformDocuments } from './platform-documents.ts';
import { useTestApi } from './suite.ts';

const { gql } = useTestApi();

const schema = buildSchema(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));
const documents = platformDocuments('cart').map((d) => ({ ...d, name: d.name.slice('cart/'.length) }));

interface PlatformPrice {
  sellingPriceIncVat: number;
  sellingPriceExVat: number;
  sellingPriceIncVatFormatted: string;
  vat: number;
}
interface PlatformCart {
  id: string;
  isCompleted?: boolean;
  promoCode: string | null;
  appliedCampaigns: { name: string; hideTitle: boolean }[];
  items: {
    skuId: number;
    quantity: number;
    unitPrice: PlatformPrice;
    totalPrice: PlatformPrice;
    product: { productId: number; productImages: { fileName: string }[]; skus: { skuId: number }[] };
  }[];
  summary: {
    subTotal: PlatformPrice;
    total: PlatformPrice & { discountIncVat: number };
    shipping: { feeIncVat: number; amountLeftToFreeShipping: number; isDefault: boolean };
  };
}

describe("the platform's cart documents (our text of the original storefront's five)", () => {
  it('are the five, each with its variables', () => {
    expect(documents.map((d) => d.name).sort()).toEqual(['add', 'complete', 'get', 'promo-code', 'update']);
  });

  it.each(documents)('$name validates against the exported schema', ({ text }) => {
    expect(validate(schema, parse(text)).map((e) => e.message)).toEqual([]);
  });

  it.each(documents)(
    '$name runs against the seeded API and answers the platform meaning',
    async ({ name, text, variables }) => {
      const body = await gql<Record<string, PlatformCart>>(text, variables);
      expect(body.errors).toBeUndefined();
      const cart = Object.values(body.data ?? {})[0] as PlatformCart;
      expect(cart.id).toBe(variables.id);
      expect(cart.items.length).toBeGreaterThan(0);
      for (const item of cart.items) {
        expect(item.product.skus.map((s) => s.skuId)).toContain(item.skuId);
        // Money in major units (Decimal): a line is its unit price times its quantity, here without campaigns.
        expect(item.totalPrice.sellingPriceIncVat).toBeCloseTo(
          item.unitPrice.sellingPriceIncVat * item.quantity,
          2,
        );
        expect(Number.isInteger(Math.round(item.unitPrice.sellingPriceIncVat * 100))).toBe(true);
      }
      const { summary } = cart;
      const minor = (major: number) => Math.round(major * 100);
      const promoOff =
        name === 'promo-code' ? Math.round(minor(summary.subTotal.sellingPriceIncVat) / 10) : 0;
      expect(minor(summary.total.sellingPriceIncVat)).toBe(
        minor(summary.subTotal.sellingPriceIncVat) - promoOff + minor(summary.shipping.feeIncVat),
      );
      if (name === 'promo-code') {
        expect(cart.promoCode).toBe('VALKOMMEN10');
        expect(cart.appliedCampaigns.map((c) => c.name)).toContain('Välkomstrabatt 10 %');
      }
      if (name === 'complete') expect(cart.isCompleted).toBe(true);
      if (name === 'update') expect(cart.items.find((i) => i.skuId === 6)?.quantity).toBe(2);
      if (name === 'add') expect(cart.items.map((i) => i.skuId)).toEqual([6, 5]);
      expect(Object.values(EXAMPLE_CART_IDS)).toContain(cart.id);
    },
  );
});
