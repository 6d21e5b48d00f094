import 'server-only';
import { clientAddressHeaders } from '@shop/graphql-client/client-address';
import { headers } from 'next/headers';
import { commerceUrl } from '@/lib/config.server';
import { sessionToken } from '@/lib/session/session.server';

/**
 * The API's limit on a photo (PRODUCT_PHOTO_LIMITS.maxBytes): a larger file is refused here unsent.
 * The server action reads the whole post first; next.config holds those to 31 MB, room enough.
 */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

/**
 * Posts a photo to the API as the signed-in member, the file itself as the body (the API reads its
 * type from its bytes, never from its name): the new image's id, or the refusal's code.
 */
export async function postProductImage(
  productId: number,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<{ ok: true; imageId: number } | { ok: false; problem: string }> {
  const token = await sessionToken();
  let answer: Response;
  try {
    answer = await fetch(`${commerceUrl()}/admin/catalog/products/${productId}/images`, {
      method: 'POST',
      headers: {
        'content-type': 'application/octet-stream',
        ...clientAddressHeaders(await headers()),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: bytes,
      cache: 'no-store',
    });
  } catch {
    return { ok: false, problem: 'UNAVAILABLE' };
  }
  const body = (await answer.json().catch(() => ({}))) as {
    imageId?: number;
    errors?: { extensions?: { code?: string } }[];
  };
  if (answer.ok && typeof body.imageId === 'number') return { ok: true, imageId: body.imageId };
  const code = body.errors?.[0]?.extensions?.code;
  return { ok: false, problem: code ?? (answer.status >= 500 ? 'UNAVAILABLE' : 'UNKNOWN') };
}
