import { notFound } from 'next/navigation';
import { type PageProps, pageScope } from '@/lib/page.server';

// Rendered once per address, then served from the page cache (ADR 18).
export const dynamic = 'force-static';

/** Where the proxy sends paths that no route matches: the localized not-found page with status 404. */
export default async function PageNotFound({ params }: PageProps) {
  await pageScope(params);
  notFound();
}
