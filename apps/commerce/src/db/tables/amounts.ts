/**
 * The amounts an order keeps as JSON, in integer minor units: one unit's price, and every amount
 * of the cart when it was placed. The cart's arithmetic (modules/cart/totals.ts) makes them.
 */
export interface PriceRow {
  regularIncVat: number;
  regularExVat: number;
  sellingIncVat: number;
  sellingExVat: number;
}

export interface IncEx {
  incVat: number;
  exVat: number;
}

export interface LineTotals {
  /** Units the quantity price gives away. */
  freeUnits: number;
  /** The line's price before cart discounts (regular, and selling after price campaign and quantity price). */
  price: PriceRow;
  /** The line after its share of the cart's discounts. */
  discounted: IncEx;
}

export interface CartTotals {
  lines: LineTotals[];
  subTotal: PriceRow;
  /** Each percentage's amount off, in the order given. */
  percentageDiscountsIncVat: number[];
  fixedAmountDiscount: IncEx;
  /** Every discount of the cart's own (percentages and fixed amount) together. */
  cartDiscountIncVat: number;
  /** The items after every discount. */
  items: IncEx;
  shipping: {
    fee: IncEx;
    amountLeftToFreeShipping: number;
    /** The fee is waived (free from the threshold, or by a promo code). */
    free: boolean;
    /** The standard fee rather than one chosen in the checkout. */
    isDefault: boolean;
    /** The cart is too heavy for parcels: its standard shipping is freight, never free. */
    freight?: true;
  };
  /** Items and shipping: what the order is worth, before a gift card pays part of it. */
  beforeBalance: IncEx;
  /** What the gift card and then the customer's balance pay; `remaining` is what stays on the card. */
  balance: { pending: IncEx; fromGiftCard: number; fromAccount: number; remaining: number };
  /** What is left to pay. `regular*` is the selling price plus every discount. */
  total: PriceRow;
  /** VAT of the order (before the gift card) per rate, highest rate first. */
  vats: { rateBp: number; amount: number }[];
}
