import { FAVICON_SIZE } from '@/ui/brand';
import { brandIconPng, icoOf } from '@/ui/brand-icon';

export const dynamic = 'force-static';

/** The favicon browsers ask for by this name, drawn once at build time. */
export async function GET() {
  const png = new Uint8Array(await brandIconPng(FAVICON_SIZE).arrayBuffer());
  return new Response(icoOf(png, FAVICON_SIZE), {
    headers: { 'content-type': 'image/x-icon', 'cache-control': 'public, max-age=86400' },
  });
}
