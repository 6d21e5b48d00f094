import { OrdersPage, ordersMetadata } from '@/features/orders';
import type { Locale } from '@/lib/routing/locales';
import type { SearchParams } from '@/ui/data-table';

export const generateMetadata = ordersMetadata;

export default async function Page(props: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { locale } = (await props.params) as { locale: Locale };
  return <OrdersPage locale={locale} searchParams={await props.searchParams} />;
}
