import type { Database } from '#src/db/client.ts';
import type { RequestContext } from '#src/graphql/context.ts';
import { findCart, type PricedCart, type PromoJudgement } from '#src/modules/cart/index.ts';
import { getProductsByIds, productColours } from '#src/modules/catalog/index.ts';
import { requestScope, type Scope } from '#src/modules/channels/index.ts';
import { type OrderHandover, orderBookings, orderHandovers } from '#src/modules/rentals/index.ts';
import { type CreditNoteRow, creditNotesOf } from './desk/credit-order.ts';
import { type OrderLineRow, type OrderPaymentRow, type OrderRow, orderLinesOf, paymentOf } from './store.ts';

/** An order with what its answers are made of, in the scope it is shown in (its own market). */
export interface LoadedOrder {
  order: OrderRow;
  lines: OrderLineRow[];
  payment: OrderPaymentRow | null;
  /** Its credit notes, oldest first. */
  creditNotes: CreditNoteRow[];
  /** Its hires by product: the days and the depot they are handed over at. */
  handovers: Map<number, OrderHandover>;
  /** Its products' colours in the scope's language, for those that have one. */
  colours: Map<number, string>;
  scope: Scope;
}

/**
 * The order with its lines and payment, in its own market (its currency and prices) and in
 * `languageId`, by default the one it was placed in.
 */
export async function loadOrder(
  db: Database,
  order: OrderRow,
  languageId?: string | null,
): Promise<LoadedOrder> {
  const [lines, payment, creditNotes, handovers, marketScope] = await Promise.all([
    orderLinesOf(db, order.id),
    paymentOf(db, order.id),
    creditNotesOf(db, order.id),
    orderHandovers(db, order.id),
    requestScope(db, order.channelId).scope({
      marketId: String(order.marketId),
      languageId: languageId || order.languageCode,
    }),
  ]);
  const scope = readIn(marketScope, languageId);
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const colours = await productColours(db, productIds, scope.language.code);
  return { order, lines, payment, creditNotes, handovers, colours, scope };
}

/**
 * The order's scope in the language `languageId` names even where the order's market does not
 * offer it: a customer's orders of every market are named in the language of the site they are
 * read on (Levering til døren, not Hemleverans), in their own market's money.
 */
function readIn(scope: Scope, languageId?: string | null): Scope {
  const wanted = languageId?.trim().toLowerCase();
  if (!wanted) return scope;
  const code = wanted.split(/[-_]/)[0];
  const language = scope.channel.markets
    .flatMap((market) => market.allowedLanguages)
    .find((l) => l.id.toLowerCase() === wanted || l.code === code);
  return language ? { ...scope, language } : scope;
}

/** The promo code's state on the order: the discount it gave is already in the order's amounts. */
function promoOf(state: string): PromoJudgement {
  if (state === 'ACTIVATED') {
    return { state: 'ACTIVATED', effect: { percentageBp: 0, fixedAmountIncVat: 0, freeShipping: false } };
  }
  return state === 'NONE' ? { state: 'NONE' } : { state: 'INVALID' };
}

/**
 * The order as the platform's CartType shows it ("the order details represented as a cart"): its
 * lines and every amount as they were when it was placed, not as the catalog prices them today.
 * Products are read now, for their names, images and links in the request's language.
 */
export async function orderAsCart(ctx: RequestContext, loaded: LoadedOrder): Promise<PricedCart | null> {
  const { order, lines, scope } = loaded;
  const cart = await findCart(ctx.db, order.cartId, order.channelId);
  if (!cart) return null;
  const products = await getProductsByIds(ctx.db, scope, [...new Set(lines.map((line) => line.productId))]);
  const productById = new Map(products.map((p) => [p.id, p]));
  const bookings = await orderBookings(ctx.db, order.id);
  const items = lines.flatMap((line) => {
    const product = productById.get(line.productId);
    if (!product) return [];
    return [
      {
        skuId: line.skuId,
        quantity: line.quantity,
        message: line.message,
        product,
        unitPrice: line.unitPrice,
        totals: line.lineTotals,
        appliedCampaigns: line.appliedCampaigns,
        rental: bookings.get(line.productId) ?? null,
      },
    ];
  });
  const drawn = order.fromBalanceIncVat - order.fromAccountBalanceIncVat;
  return {
    cart,
    scope,
    items,
    totals: order.totals,
    appliedCampaigns: order.appliedCampaigns,
    promo: promoOf(order.promoState),
    promoRow: null,
    giftCard: drawn > 0 ? { usable: true, balance: drawn + order.totals.balance.remaining } : null,
  };
}
