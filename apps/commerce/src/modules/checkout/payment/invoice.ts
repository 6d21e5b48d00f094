import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { config } from '#src/config.ts';
import type { Database, Transaction } from '#src/db/client.ts';
import { invoiceCustomers, orderPayments, orders } from '#src/db/schema.ts';
import { PlacementRefusal, type PlacementRefusalCode } from '../refusals.ts';
import { ocrReference } from './ocr.ts';
import type { Payer, PaymentProvider } from './provider.ts';

const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** What the payer may owe in all: a limit of their own, else the market's for their customer type. */
function creditLimitOf(payer: Payer, own: number | null): number {
  return own ?? config.checkout.invoice.creditLimit[payer.market.alias]?.[payer.customerType] ?? 0;
}

type Reader = Database | Transaction;

/**
 * What the customer owes on open invoices in the currency: a cancelled order's invoice is not owed,
 * and a credit note takes its amount off the invoice first (ADR 47).
 */
async function owedBy(db: Reader, customerKey: string, currency: string): Promise<number> {
  const [owing] = await db
    .select({
      amount: sql<string>`coalesce(sum(greatest(${orderPayments.amount} - (${orders.creditedIncVat} - ${orders.accountBalanceReturnedIncVat} - ${orders.giftCardReturnedIncVat}), 0)), 0)`,
    })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .where(
      and(
        eq(orders.customerKey, customerKey),
        eq(orders.currencyCode, currency),
        eq(orderPayments.provider, 'invoice'),
        isNull(orderPayments.paidAt),
        ne(orders.stage, 'cancelled'),
      ),
    );
  return Number(owing?.amount ?? 0);
}

type CustomerRow = typeof invoiceCustomers.$inferSelect;

/** The invoice's judgement of a customer and an amount: blocked, above the credit limit, or fine. */
async function judge(
  db: Reader,
  payer: Payer,
  customer: CustomerRow | undefined,
  amountIncVat: number,
  currency: string,
): Promise<PlacementRefusalCode | null> {
  if (customer?.blocked) return 'CUSTOMER_BLACKLISTED';
  const limit = creditLimitOf(payer, customer?.creditLimit ?? null);
  const owed = await owedBy(db, payer.customerKey, currency);
  return owed + amountIncVat > limit ? 'CREDIT_LIMIT_EXCEEDED' : null;
}

const REFUSAL_MESSAGES: Record<string, string> = {
  CUSTOMER_BLACKLISTED: 'the customer may not buy on invoice',
  CREDIT_LIMIT_EXCEEDED: 'the order is above what the customer may owe',
};

/**
 * The dealer's own invoice (paymentType STANDARD): pay within 30 days to the OCR reference. A
 * blocked customer is refused, and so is an order that would take what the customer owes on open
 * invoices above their credit limit.
 */
export const invoiceProvider: PaymentProvider = {
  paymentId: 1,
  paymentType: 'STANDARD',
  key: 'invoice',
  displayName: {
    sv: 'Faktura',
    da: 'Betaling med faktura',
    en: 'Invoice',
    fi: 'Lasku',
    nb: 'Betaling med faktura',
  },
  availableIn: () => true,
  paymentData: () => JSON.stringify({ paymentTermDays: config.checkout.invoice.paymentTermDays }),

  async authorize(tx, request) {
    // The customer's row is written (and so locked) first: two orders of one customer are judged
    // one after the other, so together they never pass the limit.
    const [customer] = await tx
      .insert(invoiceCustomers)
      .values({ customerKey: request.customerKey })
      .onConflictDoUpdate({ target: invoiceCustomers.customerKey, set: { customerKey: request.customerKey } })
      .returning();
    const refusal = await judge(tx, request, customer, request.amountIncVat, request.currency);
    if (refusal) throw new PlacementRefusal(refusal, REFUSAL_MESSAGES[refusal] ?? refusal);
    const due = addDays(request.placedAt, config.checkout.invoice.paymentTermDays);
    return {
      reference: ocrReference(request.orderId),
      amount: request.amountIncVat,
      dueOn: due.toISOString().slice(0, 10),
    };
  },
};
