import { BookingPage, bookingMetadata } from '@/features/rentals';
import type { Locale } from '@/lib/routing/locales';
import type { SearchParams } from '@/ui/data-table';

export const generateMetadata = bookingMetadata;

export default async function Page(props: {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { locale, id } = (await props.params) as { locale: Locale; id: string };
  return <BookingPage locale={locale} id={id} searchParams={await props.searchParams} />;
}
