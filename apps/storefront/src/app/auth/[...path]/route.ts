import { forwardToCommerce } from '@/lib/forward.server';

export const dynamic = 'force-dynamic';

/** The commerce API's sign-in endpoint on this origin, refresh token header and all. */
const forward = (request: Request) => {
  const { pathname, search } = new URL(request.url);
  return forwardToCommerce(request, `${pathname}${search}`, {
    exposeHeaders: ['x-auth-refresh-token', 'retry-after'],
  });
};

export const GET = forward;
export const POST = forward;
