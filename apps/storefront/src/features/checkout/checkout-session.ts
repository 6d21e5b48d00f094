import type { ShopStore } from '@/features/shop/shop-store';
import { COOKIES, readBrowserCookie } from '@/lib/cookies';
import { browserClient } from '@/lib/graphql/browser';
import {
  GraphQLRequestError,
  MissingResponseError,
  ServerError,
  ServerParseError,
} from '@/lib/graphql/errors';
import type { ResultOf, VariablesOf } from '@/lib/graphql/graphql';
import { refusedWith } from '@/lib/graphql/mutation-result';
import { type FieldProblems, fieldProblemsOf } from './field-problems';
import { orderRedirectHref } from './order-redirect';
import {
  type CheckoutFields,
  CreateOrUpdateCheckoutMutation,
  OrderOfCartQuery,
  PlaceOrderMutation,
} from './queries';
import { createUpdateQueue } from './update-queue';

/** The checkout as the API last answered it: the shopper's choices, the ways to ship and pay, the cart. */
export type Checkout = ResultOf<typeof CheckoutFields>;
export type CheckoutInput = NonNullable<VariablesOf<typeof PlaceOrderMutation>['checkout']>;

/** What became of placing the order. */
export type PlaceOutcome =
  | { kind: 'placed'; href: string }
  | { kind: 'refused'; href: string }
  | { kind: 'fields'; problems: FieldProblems }
  /** The order's amounts are above what one order holds (AMOUNT_TOO_LARGE). */
  | { kind: 'tooLarge' }
  /** The API answered that it could not create the order: the error page's (spec, section 8). */
  | { kind: 'notCreated'; error: Error }
  /** No answer came (the network): the form says so and the shopper may place it again. */
  | { kind: 'failed' };

/** Whether the API answered (with errors, a failed status or no data), as against no answer at all. */
const answeredByApi = (error: unknown): error is Error =>
  error instanceof GraphQLRequestError ||
  error instanceof ServerError ||
  error instanceof ServerParseError ||
  error instanceof MissingResponseError;

export interface CheckoutSession {
  /** Sends a change of the shopper's choices, debounced and in turn with the others. */
  change(input: Partial<CheckoutInput>): void;
  /** Sends what waits, then places the order with the whole form. */
  place(input: CheckoutInput): Promise<PlaceOutcome>;
  dispose(): void;
}

/**
 * The checkout's calls to the same-origin API (ADR 28), in the checkout market: every change goes
 * through `createOrUpdateCheckout`, one at a time, and its answer (choices, options, the cart priced
 * with its shipping) is handed to `onAnswer`.
 */
export function createCheckoutSession(
  store: ShopStore,
  events: { onAnswer(checkout: Checkout): void; onFailure(): void },
): CheckoutSession {
  const state = () => store.getState();
  const cartId = () => state().cart?.id ?? readBrowserCookie(COOKIES.cart) ?? '';

  const api = browserClient(() => {
    const { cartSetup, locale, checkoutMarket } = state();
    return { apiKey: cartSetup.apiKey, market: checkoutMarket, locale };
  });

  const queue = createUpdateQueue<Partial<CheckoutInput>>(async (checkout) => {
    const id = cartId();
    if (!id) return;
    try {
      const answer = await api.mutate(CreateOrUpdateCheckoutMutation, { cartId: id, checkout });
      if (answer.createOrUpdateCheckout) events.onAnswer(answer.createOrUpdateCheckout);
    } catch (error) {
      console.error('The checkout could not be updated', error);
      events.onFailure();
    }
  });

  /** The confirmation of the order this browser already placed from the cart, else a failure. */
  async function placedBefore(): Promise<PlaceOutcome> {
    const { locale, market, marketInPath } = state();
    try {
      const { orderOfCart } = await api.query(OrderOfCartQuery, { cartId: cartId() });
      const href = orderRedirectHref({ locale, market, marketInPath }, orderOfCart);
      return href ? { kind: 'placed', href } : { kind: 'failed' };
    } catch (error) {
      console.error('The placed order could not be found', error);
      return { kind: 'failed' };
    }
  }

  return {
    change: (input) => queue.push(input),
    async place(input) {
      await queue.flush();
      const { locale, market, marketInPath } = state();
      try {
        const { placeOrder } = await api.mutate(PlaceOrderMutation, {
          cartId: cartId(),
          checkout: input,
        });
        const href = orderRedirectHref({ locale, market, marketInPath }, placeOrder?.redirectUrl);
        if (!href) return { kind: 'failed' };
        return placeOrder?.status === 'OK' && placeOrder.publicId
          ? { kind: 'placed', href }
          : { kind: 'refused', href };
      } catch (error) {
        // Placed already (a retry after a lost answer, another tab): only the buyer finds its confirmation.
        if (refusedWith(error, 'CART_COMPLETED')) return placedBefore();
        if (refusedWith(error, 'AMOUNT_TOO_LARGE')) return { kind: 'tooLarge' };
        const problems = fieldProblemsOf(error);
        if (Object.keys(problems).length > 0) return { kind: 'fields', problems };
        console.error('The order could not be placed', error);
        return answeredByApi(error) ? { kind: 'notCreated', error } : { kind: 'failed' };
      }
    },
    dispose: () => queue.cancel(),
  };
}
