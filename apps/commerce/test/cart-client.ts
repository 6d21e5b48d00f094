import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { cartLines, carts, parameters, prices, productParameters, skus } from '#src/db/schema.ts';
import type { useTestApi } from './suite.ts';

/** Every field of a cart the tests read; amounts are Decimal (major units). */
export const CART_FIELDS = `
  id isCompleted promoCode promoCodeState giftCardCode freeShipping fixedDiscount
  appliedCampaigns { alias name hideTitle }
  items {
    id skuId quantity message
    product { productId alias name brand { name } }
    unitPrice { sellingPriceIncVat sellingPriceExVat regularPriceIncVat isDiscounted currency { code } }
    totalPrice { sellingPriceIncVat sellingPriceExVat regularPriceIncVat vat }
    campaign { appliedCampaigns { alias name hideTitle } prices { quantity discount discountPercentage price { sellingPriceIncVat } } }
  }
  summary {
    fixedAmountDiscountIncVat fixedAmountDiscountExVat
    subTotal { regularPriceIncVat sellingPriceIncVat sellingPriceExVat vat sellingPriceIncVatFormatted }
    total { sellingPriceIncVat sellingPriceExVat vat discountIncVat regularPriceIncVat isDiscounted sellingPriceIncVatFormatted currency { code } }
    shipping { feeIncVat shippingFeeIncVat feeExVat feeIncVatFormatted isDefault amountLeftToFreeShipping amountLeftToFreeShippingFormatted displayName }
    balance { pending pendingFormatted remaining totalSellingPriceExBalanceIncVat totalSellingPriceExBalanceExVat }
    fees { shippingFeeIncVat }
    vats { rate ratePercentage amount }
  }
`;

interface Price {
  sellingPriceIncVat: number;
  sellingPriceExVat: number;
  regularPriceIncVat: number;
  vat: number;
  discountIncVat: number;
  isDiscounted: boolean;
  currency: { code: string };
  sellingPriceIncVatFormatted: string;
}

export interface Cart {
  id: string;
  isCompleted: boolean;
  promoCode: string | null;
  promoCodeState: string;
  giftCardCode: string | null;
  freeShipping: boolean;
  fixedDiscount: number;
  appliedCampaigns: { alias: string; name: string; hideTitle: boolean }[];
  items: {
    id: string;
    skuId: number;
    quantity: number;
    message: string | null;
    product: { productId: number; alias: string; name: string; brand: { name: string } };
    unitPrice: Price;
    totalPrice: Price;
    campaign: {
      appliedCampaigns: { alias: string; name: string }[];
      prices: {
        quantity: number;
        discount: number;
        discountPercentage: number;
        price: { sellingPriceIncVat: number };
      }[];
    };
  }[];
  summary: {
    fixedAmountDiscountIncVat: number;
    fixedAmountDiscountExVat: number;
    subTotal: Price;
    total: Price;
    shipping: {
      feeIncVat: number;
      shippingFeeIncVat: number;
      feeExVat: number;
      feeIncVatFormatted: string;
      isDefault: boolean;
      amountLeftToFreeShipping: number;
      amountLeftToFreeShippingFormatted: string;
      displayName: string;
    };
    balance: {
      pending: number;
      pendingFormatted: string;
      remaining: number;
      totalSellingPriceExBalanceIncVat: number;
      totalSellingPriceExBalanceExVat: number;
    };
    fees: { shippingFeeIncVat: number };
    vats: { rate: number; ratePercentage: number; amount: number }[];
  };
}

export interface Refusal {
  message: string;
  extensions: { code: string; field?: string; problems?: string[]; [key: string]: unknown };
}

const SCOPE = '$marketId: String, $languageId: String';
const SCOPE_ARGS = 'marketId: $marketId, languageId: $languageId';

export const CART_DOCUMENTS = {
  get: `query ($id: String, $allowExternalShippingFee: Boolean, $includeCompleted: Boolean, $forceRefresh: Boolean, ${SCOPE}) {
    getCart(id: $id, allowExternalShippingFee: $allowExternalShippingFee, includeCompleted: $includeCompleted, forceRefresh: $forceRefresh, ${SCOPE_ARGS}) { ${CART_FIELDS} } }`,
  add: `mutation ($id: String!, $item: CartItemInputType!, ${SCOPE}) {
    addToCart(id: $id, item: $item, ${SCOPE_ARGS}) { ${CART_FIELDS} } }`,
  update: `mutation ($id: String!, $item: CartItemInputType!, ${SCOPE}) {
    updateCartItem(id: $id, item: $item, ${SCOPE_ARGS}) { ${CART_FIELDS} } }`,
  promo: `mutation ($id: String!, $promoCode: String!, ${SCOPE}) {
    setCartPromoCode(id: $id, promoCode: $promoCode, ${SCOPE_ARGS}) { ${CART_FIELDS} } }`,
  giftCard: `mutation ($id: String!, $giftCardCode: String!, ${SCOPE}) {
    setCartGiftCard(id: $id, giftCardCode: $giftCardCode, ${SCOPE_ARGS}) { ${CART_FIELDS} } }`,
  complete: `mutation ($id: String!, ${SCOPE}) { completeCart(id: $id, ${SCOPE_ARGS}) { ${CART_FIELDS} } }`,
};

/** Cart calls against a test API: `ok` fails the test on any error, `refused` on none. */
export function cartClient(suite: ReturnType<typeof useTestApi>) {
  const call = async (document: string, variables: Record<string, unknown>) => {
    const body = await suite.gql<Record<string, Cart>>(document, variables);
    return { cart: Object.values(body.data ?? {})[0] ?? null, errors: (body.errors ?? []) as Refusal[] };
  };
  const ok = async (document: string, variables: Record<string, unknown>) => {
    const { cart, errors } = await call(document, variables);
    expect(errors).toEqual([]);
    return cart as Cart;
  };
  const refused = async (document: string, variables: Record<string, unknown>) => {
    const { cart, errors } = await call(document, variables);
    expect(cart).toBeNull();
    expect(errors).toHaveLength(1);
    return errors[0] as Refusal;
  };
  const db = suite.db;
  /**
   * Takes the product's weight away: it weighs what a product without one does (2 kg), so a cart of
   * it ships as parcels. A seeded machine can weigh a tonne, and a cart above 100 kg goes by freight.
   */
  const makeLight = async (productId: number) => {
    await db()
      .delete(productParameters)
      .where(
        and(
          eq(productParameters.productId, productId),
          sql`${productParameters.parameterId} in (select ${parameters.id} from ${parameters} where ${parameters.identifier} = 'weight')`,
        ),
      );
  };
  // SKUs handed out already: each test gets SKUs of its own, also before it puts them in a cart.
  const picked: number[] = [0];
  return {
    call,
    ok,
    refused,
    newCart: (marketId = 'se', languageId = 'sv-SE') =>
      ok(CART_DOCUMENTS.get, { id: '', marketId, languageId }),
    get: (id: string, more: Record<string, unknown> = {}) => ok(CART_DOCUMENTS.get, { id, ...more }),
    add: (id: string, skuId: number, quantity = 1, more: Record<string, unknown> = {}) =>
      ok(CART_DOCUMENTS.add, { id, item: { skuId, quantity }, ...more }),
    update: (id: string, skuId: number, quantity: number, more: Record<string, unknown> = {}) =>
      ok(CART_DOCUMENTS.update, { id, item: { skuId, quantity }, ...more }),
    /** The cart's rows as stored: equal before and after a refused change. */
    stored: async (id: string) => ({
      cart: (await db().select().from(carts).where(eq(carts.id, id)))[0],
      lines: await db()
        .select({ skuId: cartLines.skuId, quantity: cartLines.quantity, message: cartLines.message })
        .from(cartLines)
        .where(eq(cartLines.cartId, id))
        .orderBy(cartLines.skuId),
    }),
    /**
     * A SKU of a product that is sold (not rented) with one SKU, no price campaign and no quantity price, in no cart yet,
     * given exactly `inStock` units of stock and no other.
     */
    skuWithStock: async (inStock: number, where = sql`true`) => {
      const [row] = await db()
        .select({ id: skus.id, productId: skus.productId })
        .from(skus)
        .where(
          and(
            sql`(select count(*) from skus s where s.product_id = ${skus.productId}) = 1`,
            sql`not exists (select 1 from campaign_products c where c.product_id = ${skus.productId})`,
            sql`not exists (select 1 from rental_objects r where r.product_id = ${skus.productId})`,
            sql`not exists (select 1 from products p join categories c on c.id = p.primary_category_id
              where p.id = ${skus.productId} and c.alias = 'tandstift')`,
            sql`${skus.id} > 20`,
            sql`not exists (select 1 from cart_lines l where l.sku_id = ${skus.id})`,
            sql`${skus.id} not in (${sql.join(
              picked.map((id) => sql`${id}`),
              sql`, `,
            )})`,
            where,
          ),
        )
        .orderBy(sql`random()`)
        .limit(1);
      if (!row) throw new Error('No SKU left for the test');
      picked.push(row.id);
      await db().update(skus).set({ inStock, oversellable: 0, static: 0 }).where(eq(skus.id, row.id));
      await makeLight(row.productId);
      return row;
    },
    makeLight,
    /** Sets a product's selling (and regular) price inc VAT in a market (1 = se). */
    setPrice: async (productId: number, incVat: number, marketId = 1, regularIncVat = incVat) => {
      const [row] = await db()
        .select({ vat: prices.vatRateBp })
        .from(prices)
        .where(and(eq(prices.productId, productId), eq(prices.marketId, marketId)));
      const ex = (inc: number) => Math.round((inc * 10_000) / (10_000 + (row?.vat ?? 2500)));
      await db()
        .update(prices)
        .set({
          sellingIncVat: incVat,
          sellingExVat: ex(incVat),
          regularIncVat,
          regularExVat: ex(regularIncVat),
        })
        .where(and(eq(prices.productId, productId), eq(prices.marketId, marketId)));
    },
  };
}

/** Minor units of a Decimal answer, for exact comparisons. */
export const minor = (major: number) => Math.round(major * 100);
