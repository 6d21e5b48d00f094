import { notFound } from 'next/navigation';
import { CustomerPage, customerIdOf, customerMetadata } from '@/features/customers';
import type { Locale } from '@/lib/routing/locales';
import type { SearchParams } from '@/ui/data-table';

export async function generateMetadata(props: { params: Promise<{ id: string }> }) {
  return customerMetadata(await props.params);
}

export default async function Page(props: {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { locale, id } = (await props.params) as { locale: Locale; id: string };
  const customerId = customerIdOf(id);
  if (customerId === null) notFound();
  return <CustomerPage locale={locale} id={customerId} searchParams={await props.searchParams} />;
}
