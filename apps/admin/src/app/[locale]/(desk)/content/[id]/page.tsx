import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ContentPagePage, contentPageIdOf, contentPageMetadata } from '@/features/content';
import type { Locale } from '@/lib/routing/locales';
import type { SearchParams } from '@/ui/data-table';

// The page renders apart from the layout: it names its language itself, or its texts would be Swedish.
export async function generateMetadata(props: { params: Promise<{ locale: string; id: string }> }) {
  const params = await props.params;
  setRequestLocale(params.locale);
  return contentPageMetadata(params);
}

export default async function Page(props: {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { locale, id } = (await props.params) as { locale: Locale; id: string };
  setRequestLocale(locale);
  const pageId = contentPageIdOf(id);
  if (pageId === null) notFound();
  return <ContentPagePage locale={locale} id={pageId} searchParams={await props.searchParams} />;
}
