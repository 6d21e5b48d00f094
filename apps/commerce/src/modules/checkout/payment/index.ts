import { localized, type Market } from '#src/modules/channels/index.ts';
import { invoiceProvider } from './invoice.ts';
import type { PaymentProvider } from './provider.ts';

/** Every way to pay the shop offers, in the order the checkout lists them. */
export const PAYMENT_PROVIDERS: readonly PaymentProvider[] = [invoiceProvider];

export const paymentProvidersIn = (market: Market) => PAYMENT_PROVIDERS.filter((p) => p.availableIn(market));

/** The name of the way to pay with this platform id, in `language`; undefined for an unknown id. */
export function paymentNameOf(paymentId: number, language: string): string | undefined {
  const provider = PAYMENT_PROVIDERS.find((p) => p.paymentId === paymentId);
  return provider && localized(provider.displayName, language);
}

export { isOcrReference } from './ocr.ts';
export {
  PAYMENT_TYPES,
  type PaymentProvider,
} from './provider.ts';
