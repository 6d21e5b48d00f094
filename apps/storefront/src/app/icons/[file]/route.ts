import { ICON_FILES, isIconFile } from '@/ui/brand';
import { brandIconPng } from '@/ui/brand-icon';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return Object.keys(ICON_FILES).map((file) => ({ file }));
}

/** The app and touch icons, drawn once at build time. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  if (!isIconFile(file)) return new Response('No such icon\n', { status: 404 });
  const png = brandIconPng(ICON_FILES[file]);
  png.headers.set('cache-control', 'public, max-age=86400');
  return png;
}
