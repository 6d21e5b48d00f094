import { asc, eq } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import {
  authSessions,
  checkouts,
  contactSubmissions,
  customerFavorites,
  newsletterSubscribers,
  orderLines,
  orders,
  products,
  reviews,
  skus,
  stockAlerts,
} from '#src/db/schema.ts';
import { type AuditActor, recordAudit } from '#src/modules/audit/index.ts';
import { lockedCustomer } from './admin-changes.ts';
import { notesOf } from './admin-profile.ts';
import type { Reader } from './admin-search.ts';
import { balancesOf } from './customers.ts';
import { invoiceCreditOf, invoiceKeysOf } from './invoice-credit.ts';
import { personsCheckouts, personsContactSubmissions, personsOrders } from './persons-rows.ts';

async function ordersWithLines(db: Reader, where: ReturnType<typeof personsOrders>) {
  const rows = await db.select().from(orders).where(where).orderBy(asc(orders.id));
  const lines = await Promise.all(
    rows.map((order) =>
      db
        .select({
          position: orderLines.position,
          articleNumber: orderLines.articleNumber,
          name: orderLines.name,
          skuName: orderLines.skuName,
          quantity: orderLines.quantity,
          message: orderLines.message,
          totalIncVat: orderLines.totalIncVat,
          vatRateBp: orderLines.vatRateBp,
        })
        .from(orderLines)
        .where(eq(orderLines.orderId, order.id))
        .orderBy(asc(orderLines.position)),
    ),
  );
  return rows.map(({ totals: _totals, buyerDigest: _digest, cartId: _cart, ...order }, i) => ({
    ...order,
    lines: lines[i] ?? [],
  }));
}

/**
 * Everything the shop holds about the person, as one JSON document (the right of access): the
 * account and its address, balances, orders with their lines, reviews, favorites, the newsletter
 * and notify-me subscriptions, contact forms (an attached image by name and size), checkouts filled
 * in, sign-in sessions, staff's notes and the invoice's judgement. Amounts are minor units of
 * their currency. Secrets (password hash, token hashes) are left out: they identify no one.
 */
export async function exportCustomerData(db: Database, actor: AuditActor, customerId: number, now: Date) {
  return db.transaction(async (tx) => {
    const { passwordHash: _hash, ...account } = await lockedCustomer(tx, customerId);
    const keys = await invoiceKeysOf(tx, account);
    const email = account.email;
    const document = {
      exportedAt: now.toISOString(),
      amountsIn: 'minor units of the currency (öre, cents)',
      account,
      balances: await balancesOf(tx, customerId),
      invoiceCredit: await invoiceCreditOf(tx, keys),
      orders: await ordersWithLines(tx, personsOrders(account, keys)),
      reviews: await tx
        .select({
          productId: reviews.productId,
          rating: reviews.rating,
          author: reviews.author,
          comment: reviews.comment,
          languageCode: reviews.languageCode,
          createdAt: reviews.createdAt,
        })
        .from(reviews)
        .where(eq(reviews.customerId, customerId)),
      favorites: await tx
        .select({
          productId: customerFavorites.productId,
          alias: products.alias,
          addedAt: customerFavorites.addedAt,
        })
        .from(customerFavorites)
        .innerJoin(products, eq(products.id, customerFavorites.productId))
        .where(eq(customerFavorites.customerId, customerId)),
      newsletter: await tx
        .select({
          email: newsletterSubscribers.email,
          state: newsletterSubscribers.state,
          tags: newsletterSubscribers.tags,
          languageCode: newsletterSubscribers.languageCode,
          marketAlias: newsletterSubscribers.marketAlias,
          createdAt: newsletterSubscribers.createdAt,
          confirmedAt: newsletterSubscribers.confirmedAt,
        })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email)),
      notifyMe: await tx
        .select({
          articleNumber: skus.articleNumber,
          state: stockAlerts.state,
          languageCode: stockAlerts.languageCode,
          marketAlias: stockAlerts.marketAlias,
          createdAt: stockAlerts.createdAt,
          sentAt: stockAlerts.sentAt,
        })
        .from(stockAlerts)
        .innerJoin(skus, eq(skus.id, stockAlerts.skuId))
        .where(eq(stockAlerts.email, email)),
      contactSubmissions: (
        await tx.select().from(contactSubmissions).where(personsContactSubmissions(email))
      ).map(({ image, mailId: _mail, ...submission }) => ({
        ...submission,
        imageBytes: image?.length ?? null,
      })),
      checkouts: (await tx.select().from(checkouts).where(personsCheckouts(account))).map(
        ({ writerDigest: _digest, ...checkout }) => checkout,
      ),
      sessions: await tx
        .select({
          createdAt: authSessions.createdAt,
          expiresAt: authSessions.expiresAt,
          revokedAt: authSessions.revokedAt,
        })
        .from(authSessions)
        .where(eq(authSessions.customerId, customerId)),
      notes: (await notesOf(tx, customerId)).map(({ body, createdAt, staffName }) => ({
        body,
        createdAt,
        staffName,
      })),
    };
    await recordAudit(tx, {
      actor,
      action: 'customer.export',
      entityType: 'customer',
      entityId: String(customerId),
      after: { orders: document.orders.length, reviews: document.reviews.length },
    });
    return document;
  });
}
