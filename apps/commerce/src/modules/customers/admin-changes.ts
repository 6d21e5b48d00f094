import { desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { channels, customerNotes, customers, markets, orders } from '#src/db/schema.ts';
import { type AuditActor, recordAudit } from '#src/modules/audit/index.ts';
import { LOGIN_TOKEN_LIMITS, mintLoginToken } from '#src/modules/auth/index.ts';
import { isLanguageCode, storefrontLink } from '#src/modules/channels/index.ts';
import type { CustomerRow } from './customers.ts';
import { CUSTOMER_DESK_LIMITS, CustomerDeskRefusal, staffText } from './desk-refusal.ts';
import { invoiceCreditOf, invoiceKeysOf, setInvoiceBlock } from './invoice-credit.ts';

const ENTITY = 'customer';

/** The customer's row, locked until the change's transaction ends; refused for an unknown id. */
export async function lockedCustomer(tx: Transaction, id: number): Promise<CustomerRow> {
  const [row] = await tx.select().from(customers).where(eq(customers.id, id)).for('update');
  if (!row) throw new CustomerDeskRefusal('CUSTOMER_NOT_FOUND', `no customer ${id}`);
  return row;
}

/**
 * A note on the customer. The audit row names the note, not its text: the text goes when the
 * person is erased, the audit trail never does.
 */
export async function addCustomerNote(
  db: Database,
  actor: AuditActor & { staffId: number },
  customerId: number,
  body: string,
) {
  const text = staffText(body, CUSTOMER_DESK_LIMITS.noteMax, 'INVALID_NOTE', 'a note');
  return db.transaction(async (tx) => {
    await lockedCustomer(tx, customerId);
    const [note] = await tx
      .insert(customerNotes)
      .values({ customerId, staffId: actor.staffId, body: text })
      .returning();
    if (!note) throw new Error('The note was not written');
    await recordAudit(tx, {
      actor,
      action: 'customer.note',
      entityType: ENTITY,
      entityId: String(customerId),
      after: { noteId: note.id, characters: text.length },
    });
    return note;
  });
}

/**
 * Blocks or unblocks the customer's invoice credit, for every key the invoice knows them by, with
 * a reason; refused when it is so already (ALREADY_BLOCKED, NOT_BLOCKED), so that each audit row
 * is a change.
 */
export async function changeInvoiceBlock(
  db: Database,
  actor: AuditActor,
  customerId: number,
  blocked: boolean,
  reason: string,
) {
  const text = staffText(reason, CUSTOMER_DESK_LIMITS.reasonMax, 'INVALID_REASON', 'a reason');
  return db.transaction(async (tx) => {
    const customer = await lockedCustomer(tx, customerId);
    const keys = await invoiceKeysOf(tx, customer);
    // Where every market asks for a number, an account without one and without orders has no key yet.
    if (keys.length === 0)
      throw new CustomerDeskRefusal(
        'NO_INVOICE_IDENTITY',
        'the customer has no personal or organisation number and no orders for the invoice to know them by',
      );
    const before = await invoiceCreditOf(tx, keys);
    if (before.blocked === blocked)
      throw new CustomerDeskRefusal(
        blocked ? 'ALREADY_BLOCKED' : 'NOT_BLOCKED',
        blocked ? 'the invoice is already blocked for the customer' : 'the invoice is not blocked',
      );
    await setInvoiceBlock(tx, keys, blocked, text);
    await recordAudit(tx, {
      actor,
      action: blocked ? 'customer.invoice.block' : 'customer.invoice.unblock',
      entityType: ENTITY,
      entityId: String(customerId),
      before: { blocked: before.blocked, reason: before.reason },
      after: { blocked, reason: text },
    });
    return invoiceCreditOf(tx, keys);
  });
}

/** The storefront's market a link for the customer opens in: their latest order's, else the channel's first. */
async function marketAliasFor(tx: Transaction, customerId: number): Promise<string> {
  const [latest] = await tx
    .select({ alias: markets.alias })
    .from(orders)
    .innerJoin(markets, eq(markets.id, orders.marketId))
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.id))
    .limit(1);
  if (latest) return latest.alias;
  const [first] = await tx
    .select({ alias: markets.alias })
    .from(channels)
    .innerJoin(markets, eq(markets.id, channels.defaultMarketId))
    .limit(1);
  return first?.alias ?? '';
}

/**
 * Staff sign in as the customer: the single-use sign-in token of the storefront's
 * `/account?loginToken=` (valid minutes, for an hour's session), minted with its audit row in one
 * transaction. Answers the storefront address that opens it, in the customer's language.
 */
export async function startImpersonation(db: Database, actor: AuditActor, customerId: number, now: number) {
  return db.transaction(async (tx) => {
    const customer = await lockedCustomer(tx, customerId);
    const { token, expiresAt } = await mintLoginToken(tx, now, customer.id);
    await recordAudit(tx, {
      actor,
      action: 'customer.impersonate',
      entityType: ENTITY,
      entityId: String(customerId),
      after: { expiresAt: expiresAt.toISOString(), sessionMinutes: LOGIN_TOKEN_LIMITS.sessionMinutes },
    });
    const languageCode = isLanguageCode(customer.languageCode) ? customer.languageCode : 'sv';
    const scope = { languageCode, marketAlias: await marketAliasFor(tx, customerId) };
    return { url: storefrontLink(scope, `/account?loginToken=${encodeURIComponent(token)}`), expiresAt };
  });
}
