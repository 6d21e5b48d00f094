import { notFound } from 'next/navigation';
import { pageLocale } from '@/lib/page.server';

/** Where the proxy sends paths that no route matches: the localized not-found page with status 404. */
export default async function PageNotFound({ params }: { params: Promise<{ locale: string }> }) {
  await pageLocale(params);
  notFound();
}
