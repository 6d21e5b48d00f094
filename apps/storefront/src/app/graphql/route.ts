import { forwardToCommerce } from '@/lib/forward.server';

export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return forwardToCommerce(request, `/graphql${new URL(request.url).search}`);
}

export function POST(request: Request) {
  return forwardToCommerce(request, '/graphql');
}
