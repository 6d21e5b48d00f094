import { sessionToken } from '@/lib/auth/session.server';
import { forwardToCommerce } from '@/lib/forward.server';

export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return forwardToCommerce(request, `/graphql${new URL(request.url).search}`);
}

/**
 * The browser's GraphQL calls, as the signed-in shopper when there is one: an order placed from the
 * checkout joins the account's orders. Only a POST carries the session: the auth cookie is SameSite=Lax,
 * so another site's form cannot send it.
 */
export async function POST(request: Request) {
  return forwardToCommerce(request, '/graphql', { bearer: await sessionToken() });
}
