import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { CustomerPage, customerIdOf, customerMetadata } from '@/features/customers';
import type { Locale } from '@/lib/routing/locales';
import type { SearchParams } from '@/ui/data-table';

// The page renders apart from the layout: it names its language itself, or its texts would be Swedish.
export async function generateMetadata(props: { params: Promise<{ locale: string; id: string }> }) {
  const params = await props.params;
  setRequestLocale(params.locale);
  return customerMetadata(params);
}

export default async function Page(props: {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { locale, id } = (await props.params) as { locale: Locale; id: string };
  setRequestLocale(locale);
  const customerId = customerIdOf(id);
  if (customerId === null) notFound();
  return <CustomerPage locale={locale} id={customerId} searchParams={await props.searchParams} />;
}
