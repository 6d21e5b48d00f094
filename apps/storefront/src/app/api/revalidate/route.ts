import { revalidateTag } from 'next/cache';
import { isCacheTag } from '@/lib/cache-manifest';
import { holdsRevalidateSecret } from '@/lib/revalidate-secret.server';

/**
 * The commerce API calls this after a change: the tagged catalog data is expired at once, so the
 * next page shows the change. Only a caller holding the servers' revalidation secret may expire
 * anything; the channel's API key is public and does not open it. Browsers never may: they send an
 * Origin with every POST, the commerce API's server sends none.
 */
export async function POST(request: Request) {
  if (request.headers.has('origin')) {
    return Response.json(
      { error: 'The cache is expired by the servers, not from a browser' },
      { status: 403 },
    );
  }
  if (!holdsRevalidateSecret(request.headers.get('authorization'))) {
    return Response.json({ error: 'Send the revalidation secret as a bearer token' }, { status: 401 });
  }
  const body = (await request.json().catch(() => null)) as { tags?: unknown } | null;
  const tags = Array.isArray(body?.tags) ? body.tags.filter(isCacheTag) : [];
  if (tags.length === 0) return Response.json({ error: 'No cache tags given' }, { status: 400 });
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return Response.json({ revalidated: tags });
}
