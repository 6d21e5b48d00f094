import type { Transaction } from '#src/db/client.ts';
import type { CustomerTypeName, LocalizedText } from '#src/db/schema.ts';
import type { Market } from '#src/modules/channels/index.ts';

/** The platform's payment types: the dealer's own invoice, and the pay-later providers. */
export const PAYMENT_TYPES = ['STANDARD', 'KLARNA', 'SVEA', 'WALLEY', 'AVARDA'] as const;
export type PaymentTypeValue = (typeof PAYMENT_TYPES)[number];

/** Who is paying: the invoice judges credit and blocks by the key. */
export interface Payer {
  customerKey: string;
  customerType: CustomerTypeName;
  market: Market;
}

/** The order a provider is asked to take payment for, as written so far in its transaction. */
export interface PaymentRequest extends Payer {
  orderId: number;
  currency: string;
  /** What is left to pay after a gift card, minor units. */
  amountIncVat: number;
  placedAt: Date;
}

/** What the provider keeps of a payment: the reference the customer pays with and its terms. */
export interface PaymentRecord {
  reference: string;
  amount: number;
  /** The last day to pay (yyyy-mm-dd); null for a provider that takes the money at once. */
  dueOn: string | null;
}

/**
 * A way to pay (ADR 28). The dealer's invoice is one; a pay-later provider (Klarna, Svea, Walley,
 * Avarda) is added as one more module implementing this and listed in ./index.ts.
 */
export interface PaymentProvider {
  /** The platform's payment option id. */
  paymentId: number;
  paymentType: PaymentTypeValue;
  /** The provider's name in the storefront's addresses: /checkout/{key}-fail. */
  key: string;
  displayName: LocalizedText;
  availableIn(market: Market): boolean;
  /** What the storefront's payment form needs from the provider, as JSON (the platform's paymentData). */
  paymentData(market: Market): string | null;
  /**
   * Takes or reserves the payment inside the order's transaction, or refuses it by throwing a
   * PlacementRefusal: the order, its stock and its gift card then roll back with it.
   */
  authorize(tx: Transaction, request: PaymentRequest): Promise<PaymentRecord>;
}
