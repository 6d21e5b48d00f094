import { setRequestLocale } from 'next-intl/server';
import { MenusPage, menusMetadata } from '@/features/content';
import type { Locale } from '@/lib/routing/locales';
import type { SearchParams } from '@/ui/data-table';

// The page renders apart from the layout: it names its language itself, or its texts would be Swedish.
export async function generateMetadata(props: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await props.params).locale);
  return menusMetadata();
}

export default async function Page(props: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { locale } = (await props.params) as { locale: Locale };
  setRequestLocale(locale);
  return <MenusPage locale={locale} searchParams={await props.searchParams} />;
}
