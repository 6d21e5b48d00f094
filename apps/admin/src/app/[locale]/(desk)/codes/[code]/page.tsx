import { setRequestLocale } from 'next-intl/server';
import { CodePage, codeMetadata } from '@/features/marketing';
import type { Locale } from '@/lib/routing/locales';
import type { SearchParams } from '@/ui/data-table';
// The page renders apart from the layout: it names its language itself, or its texts would be Swedish.
export async function generateMetadata(props: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await props.params).locale);
  return codeMetadata();
}

export default async function Page(props: {
  params: Promise<{ locale: string; code: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { locale, code } = (await props.params) as { locale: Locale; code: string };
  setRequestLocale(locale);
  return <CodePage locale={locale} code={code} searchParams={await props.searchParams} />;
}
