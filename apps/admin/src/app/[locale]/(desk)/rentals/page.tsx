import { RentalsPage, rentalsMetadata } from '@/features/rentals';
import type { Locale } from '@/lib/routing/locales';
import type { SearchParams } from '@/ui/data-table';

export const generateMetadata = rentalsMetadata;

export default async function Page(props: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { locale } = (await props.params) as { locale: Locale };
  return <RentalsPage locale={locale} searchParams={await props.searchParams} />;
}
