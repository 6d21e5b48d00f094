import { namespaceMetadata } from '@/features/layout/text-route';
import { ManualsPage, readManualsQuery } from '@/features/manuals/manuals-page';
import { type PageProps, pageQuery, pageScope } from '@/lib/page.server';

// Rendered once per address, then served from the page cache (ADR 18).
export const dynamic = 'force-static';

export const generateMetadata = namespaceMetadata('manuals', 'manuals', { description: true });

export default async function ManualsRoute({ params }: PageProps) {
  await pageScope(params);
  const { q, page } = readManualsQuery(await pageQuery(params));
  return <ManualsPage q={q} page={page} />;
}
