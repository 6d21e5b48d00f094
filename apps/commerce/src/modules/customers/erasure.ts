import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import {
  authChallenges,
  authThrottles,
  checkouts,
  contactSubmissions,
  customers,
  mailOutbox,
  newsletterSubscribers,
  orderLines,
  orderMails,
  orders,
  reviews,
  stockAlerts,
} from '#src/db/schema.ts';
import { type AuditActor, recordAudit } from '#src/modules/audit/index.ts';
import { lockedCustomer } from './admin-changes.ts';
import { balancesOf, type CustomerRow } from './customers.ts';
import { CUSTOMER_DESK_LIMITS, CustomerDeskRefusal } from './desk-refusal.ts';
import { forgetInvoiceKeys, invoiceCreditOf, invoiceKeysOf } from './invoice-credit.ts';
import { personsCheckouts, personsContactSubmissions, personsOrders } from './persons-rows.ts';

/** What an erased person's orders and mails carry instead of their email. */
export const erasedEmail = (customerId: number) => `erased-${customerId}@erased.invalid`;

/** The name their reviews keep, in the review's language. */
const ANONYMOUS: Record<string, string> = {
  sv: 'Anonym',
  da: 'Anonym',
  nb: 'Anonym',
  fi: 'Anonyymi',
  en: 'Anonymous',
};

/**
 * An order's address once its person is erased: the country stays (the VAT of the sale follows
 * it), and a company's name on an organisation's order (a company is no person); every other line,
 * names, streets, phones and care-of, goes.
 */
const keptAddress = (column: SQL) =>
  sql`jsonb_build_object('country', coalesce(${column}->>'country', ''), 'company', case when ${orders.customerType} = 'ORGANIZATION' then coalesce(${column}->>'company', '') else '' end)`;

/** Texts that identify the person, to find them in mails: email, numbers, names, phones. */
async function identifiersOf(tx: Transaction, customer: CustomerRow, orderIds: number[]) {
  const found = new Set<string>([customer.email]);
  const add = (value: string | null | undefined, least = 5) => {
    const text = value?.trim().toLowerCase();
    if (text && text.length >= least) found.add(text);
  };
  add(customer.personalId, 6);
  const { firstName, lastName, mobile, phone } = customer.address;
  add([firstName, lastName].filter(Boolean).join(' '));
  add(mobile, 6);
  add(phone, 6);
  if (orderIds.length > 0) {
    const rows = await tx
      .select({
        email: orders.email,
        number: orders.identityNumber,
        billing: orders.billingAddress,
        shipping: orders.shippingAddress,
      })
      .from(orders)
      .where(inArray(orders.id, orderIds));
    for (const row of rows) {
      add(row.email);
      add(row.number, 6);
      for (const address of [row.billing, row.shipping]) {
        add([address.firstName, address.lastName].filter(Boolean).join(' '));
        add(address.mobile, 6);
      }
    }
  }
  return [...found];
}

/** Mails to or about the person keep that they were sent, not what they said nor to whom. */
async function redactMails(tx: Transaction, identifiers: string[], replacement: string) {
  const mentions = or(
    ...identifiers.map(
      (text) =>
        sql`(position(${text} in lower(${mailOutbox.recipient})) > 0 or position(${text} in lower(${mailOutbox.subject})) > 0 or position(${text} in lower(${mailOutbox.text})) > 0 or position(${text} in lower(${mailOutbox.html})) > 0)`,
    ),
  );
  const rows = await tx
    .update(mailOutbox)
    .set({
      recipient: sql`case when ${inArray(sql`lower(trim(${mailOutbox.recipient}))`, identifiers)} then ${replacement} else ${mailOutbox.recipient} end`,
      subject: '—',
      text: '',
      html: '',
      attachments: [],
      // One not yet sent is not sent now, empty, to someone else.
      status: sql`case when ${mailOutbox.status} in ('queued', 'sending') then 'failed' else ${mailOutbox.status} end`,
      lastError: sql`case when ${mailOutbox.status} in ('queued', 'sending') then 'erased' else ${mailOutbox.lastError} end`,
    })
    .where(mentions)
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/** Rows the erasure changed or removed, by kind: the audit row's figures, with no one's data in them. */
export interface ErasureCounts {
  ordersAnonymised: number;
  reviewsAnonymised: number;
  checkoutsCleared: number;
  mailsRedacted: number;
  contactSubmissionsDeleted: number;
  newsletterDeleted: number;
  notifyMeDeleted: number;
  invoiceKeysDeleted: number;
}

/**
 * Erases the person (the right to erasure), in one transaction: the account with its sessions,
 * sign-in links, reset keys, email confirmation keys, balances, favorites and staff's notes; their newsletter and notify-me
 * subscriptions, contact forms, throttles and sign-in challenges, the invoice's rows for their
 * keys; their names on reviews, their checkouts' personal fields, the mails to or about them. The
 * orders stay for the bookkeeping, their amounts untouched, with email, number, names, addresses,
 * phones and notes replaced. Refused unless `confirmEmail` is the account's email.
 */
export async function eraseCustomer(
  db: Database,
  actor: AuditActor,
  customerId: number,
  confirmEmail: string,
): Promise<ErasureCounts> {
  return db.transaction(async (tx) => {
    const customer = await lockedCustomer(tx, customerId);
    const typed = confirmEmail.trim().toLowerCase();
    if (typed.length > CUSTOMER_DESK_LIMITS.confirmEmailMax || typed !== customer.email)
      throw new CustomerDeskRefusal(
        'CONFIRMATION_MISMATCH',
        "type the customer's email to confirm the erasure",
      );
    const keys = await invoiceKeysOf(tx, customer);
    const [balances, credit] = await Promise.all([balancesOf(tx, customerId), invoiceCreditOf(tx, keys)]);
    const orderIds = (
      await tx.select({ id: orders.id }).from(orders).where(personsOrders(customer, keys))
    ).map((row) => row.id);
    const identifiers = await identifiersOf(tx, customer, orderIds);
    const replacement = erasedEmail(customerId);
    const email = customer.email;

    if (orderIds.length > 0) {
      await tx
        .update(orders)
        .set({
          email: replacement,
          identityNumber: '',
          customerKey: `ERASED:${customerId}`,
          billingAddress: keptAddress(sql`${orders.billingAddress}`),
          shippingAddress: keptAddress(sql`${orders.shippingAddress}`),
          message: null,
          buyerDigest: null,
          customerId: null,
          updatedAt: sql`now()`,
        })
        .where(inArray(orders.id, orderIds));
      await tx.update(orderLines).set({ message: null }).where(inArray(orderLines.orderId, orderIds));
      await tx
        .update(orderMails)
        .set({ state: 'failed', lastError: 'erased' })
        .where(and(inArray(orderMails.orderId, orderIds), eq(orderMails.state, 'pending')));
    }
    const reviewed = await tx
      .select({ id: reviews.id, languageCode: reviews.languageCode })
      .from(reviews)
      .where(eq(reviews.customerId, customerId));
    for (const review of reviewed) {
      const author = ANONYMOUS[review.languageCode] ?? ANONYMOUS.en ?? '';
      await tx.update(reviews).set({ author }).where(eq(reviews.id, review.id));
    }
    const cleared = await tx
      .update(checkouts)
      .set({
        email: null,
        identityNumber: null,
        billingAddress: null,
        shippingAddress: null,
        message: null,
        customerOrderNumber: null,
        writerDigest: null,
        writerCustomerId: null,
      })
      .where(personsCheckouts(customer))
      .returning({ cartId: checkouts.cartId });
    const mailsRedacted = await redactMails(tx, identifiers, replacement);
    const contacts = await tx
      .delete(contactSubmissions)
      .where(personsContactSubmissions(email))
      .returning({ id: contactSubmissions.id });
    const newsletter = await tx
      .delete(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
      .returning({ email: newsletterSubscribers.email });
    const alerts = await tx
      .delete(stockAlerts)
      .where(eq(stockAlerts.email, email))
      .returning({ id: stockAlerts.id });
    await tx.delete(authChallenges).where(eq(authChallenges.username, email));
    await tx.delete(authThrottles).where(sql`position(${email} in ${authThrottles.key}) > 0`);
    const invoiceKeysDeleted = await forgetInvoiceKeys(tx, keys);
    // Sessions, sign-in links, reset and email confirmation keys, balances, favorites and notes go
    // with it (cascade).
    await tx.delete(customers).where(eq(customers.id, customerId));

    const counts: ErasureCounts = {
      ordersAnonymised: orderIds.length,
      reviewsAnonymised: reviewed.length,
      checkoutsCleared: cleared.length,
      mailsRedacted,
      contactSubmissionsDeleted: contacts.length,
      newsletterDeleted: newsletter.length,
      notifyMeDeleted: alerts.length,
      invoiceKeysDeleted,
    };
    await recordAudit(tx, {
      actor,
      action: 'customer.erase',
      entityType: 'customer',
      entityId: String(customerId),
      before: { balances, invoiceBlocked: credit.blocked },
      after: { erased: true, ...counts },
    });
    return counts;
  });
}
