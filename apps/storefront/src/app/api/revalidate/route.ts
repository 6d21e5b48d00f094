import { revalidateTag } from 'next/cache';
import { apiKey } from '@/lib/config.server';
import { isCacheTag } from '@/lib/graphql/cache-tags';

/**
 * The commerce API calls this after a change: the tagged catalog data is expired at once, so the
 * next page shows the change. Only a caller holding the channel's API key may expire anything.
 */
export async function POST(request: Request) {
  if (request.headers.get('x-apikey') !== apiKey()) {
    return Response.json({ error: 'Unknown API key' }, { status: 401 });
  }
  const body = (await request.json().catch(() => null)) as { tags?: unknown } | null;
  const tags = Array.isArray(body?.tags) ? body.tags.filter(isCacheTag) : [];
  if (tags.length === 0) return Response.json({ error: 'No cache tags given' }, { status: 400 });
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return Response.json({ revalidated: tags });
}
