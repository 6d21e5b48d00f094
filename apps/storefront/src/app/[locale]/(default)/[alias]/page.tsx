import { notFound } from 'next/navigation';
import { pageLocale } from '@/lib/page.server';

/** The catch-all content page /{alias}: answered by the content API; unknown aliases are 404. */
export default async function ContentAliasPage({ params }: { params: Promise<{ locale: string }> }) {
  await pageLocale(params);
  notFound();
}
