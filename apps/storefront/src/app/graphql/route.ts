import { sessionToken } from '@/lib/auth/session.server';
import { checkoutSecret } from '@/lib/checkout-secret.server';
import { forwardToCommerce } from '@/lib/forward.server';

export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return forwardToCommerce(request, `/graphql${new URL(request.url).search}`);
}

/**
 * The browser's GraphQL calls, as the signed-in shopper when there is one: an order placed from the
 * checkout joins the account's orders. Each carries the browser's checkout secret, made on its first
 * call, so that what it writes at the checkout is its own (ADR 28). Only a POST carries the session
 * and the secret: their cookies are SameSite=Lax, so another site's form cannot send them.
 */
export async function POST(request: Request) {
  return forwardToCommerce(request, '/graphql', {
    bearer: await sessionToken(),
    checkoutSecret: await checkoutSecret({ create: true }),
  });
}
