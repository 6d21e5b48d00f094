import { config } from '#src/config.ts';
import type { LocalizedText } from '#src/db/schema.ts';
import type { Market } from '#src/modules/channels/index.ts';
import type { ShippingRule } from './totals.ts';

/** What the cart's shipping is called until the checkout offers its options. */
export const STANDARD_SHIPPING_NAME: LocalizedText = {
  sv: 'Standardfrakt',
  da: 'Standardfragt',
  en: 'Standard shipping',
  fi: 'Vakiotoimitus',
  nb: 'Standardfrakt',
};

/**
 * The market's standard shipping from the typed config, charged with the market's VAT rate. A
 * market the config does not name ships free, so a new market never charges a guessed fee.
 */
export function shippingRuleOf(market: Market, externalFeeIncVat: number | null): ShippingRule {
  const shipping = config.buying.shipping[market.alias] ?? { feeIncVat: 0, freeFromIncVat: 0 };
  return { ...shipping, vatRateBp: market.vatRateBp, externalFeeIncVat };
}
