import { notFound } from 'next/navigation';
import { pageLocale } from '@/lib/page.server';

/** Content pages and their previews come from the content API; until it serves one, none exists. */
export default async function ContentPage({ params }: { params: Promise<{ locale: string }> }) {
  await pageLocale(params);
  notFound();
}
