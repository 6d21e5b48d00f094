import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ProductPage, productIdOf, productMetadata } from '@/features/products';
import type { Locale } from '@/lib/routing/locales';
import type { SearchParams } from '@/ui/data-table';

// The page renders apart from the layout: it names its language itself, or its texts would be Swedish.
export async function generateMetadata(props: { params: Promise<{ locale: string; id: string }> }) {
  const params = await props.params;
  setRequestLocale(params.locale);
  return productMetadata(params);
}

export default async function Page(props: {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { locale, id } = (await props.params) as { locale: Locale; id: string };
  setRequestLocale(locale);
  const productId = productIdOf(id);
  if (productId === null) notFound();
  return <ProductPage locale={locale} id={productId} searchParams={await props.searchParams} />;
}
