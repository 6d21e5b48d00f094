import { OrderPage, orderMetadata } from '@/features/orders';
import type { Locale } from '@/lib/routing/locales';
import type { SearchParams } from '@/ui/data-table';

export const generateMetadata = orderMetadata;

export default async function Page(props: {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { locale, id } = (await props.params) as { locale: Locale; id: string };
  return <OrderPage locale={locale} id={id} searchParams={await props.searchParams} />;
}
