import { setRequestLocale } from 'next-intl/server';
import { SkuPage, skuMetadata } from '@/features/stock';
import type { Locale } from '@/lib/routing/locales';
import type { SearchParams } from '@/ui/data-table';

// The page renders apart from the layout: it names its language itself, or its texts would be Swedish.
export async function generateMetadata(props: { params: Promise<{ locale: string; skuId: string }> }) {
  setRequestLocale((await props.params).locale);
  return skuMetadata(props);
}

export default async function Page(props: {
  params: Promise<{ locale: string; skuId: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { locale, skuId } = (await props.params) as { locale: Locale; skuId: string };
  setRequestLocale(locale);
  return <SkuPage locale={locale} skuId={skuId} searchParams={await props.searchParams} />;
}
