'use client';

import { checkoutMarkets } from '@/features/shop/market-groups';
import { useShop } from '@/features/shop/shop-provider';
import { useChooseCheckoutMarket } from '@/features/shop/use-change-market';
import styles from './checkout.module.css';

/**
 * The checkout's country: the checkout market, among every market a shopper may send to, those kept
 * for the checkout alone too. A change prices the cart and asks for the ways to ship and pay there,
 * and reaches the shop's other tabs (`checkout-market`); the market the shopper browses stays.
 */
export function CheckoutCountry({ label }: { label: string }) {
  const markets = useShop((s) => s.markets);
  const checkoutMarket = useShop((s) => s.checkoutMarket);
  const choose = useChooseCheckoutMarket();
  return (
    <div className={styles.field} data-wide>
      <label htmlFor="checkout-country">{label}</label>
      <select
        id="checkout-country"
        name="country"
        autoComplete="country"
        value={checkoutMarket}
        onChange={(event) => choose(event.target.value)}
      >
        {checkoutMarkets(markets).map((market) => (
          <option key={market.alias} value={market.alias}>
            {market.country}
          </option>
        ))}
      </select>
    </div>
  );
}
