import type { Market } from '#src/modules/channels/index.ts';
import { invoiceProvider } from './invoice.ts';
import type { PaymentProvider } from './provider.ts';

/** Every way to pay the shop offers, in the order the checkout lists them. */
export const PAYMENT_PROVIDERS: readonly PaymentProvider[] = [invoiceProvider];

export const paymentProvidersIn = (market: Market) => PAYMENT_PROVIDERS.filter((p) => p.availableIn(market));

export { isOcrReference } from './ocr.ts';
export {
  PAYMENT_TYPES,
  type PaymentProvider,
} from './provider.ts';
