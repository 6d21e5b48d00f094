import { StaffPage, staffMetadata } from '@/features/staff';
import type { Locale } from '@/lib/routing/locales';
import type { SearchParams } from '@/ui/data-table';

export const generateMetadata = staffMetadata;

export default async function Page(props: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { locale } = (await props.params) as { locale: Locale };
  return <StaffPage locale={locale} searchParams={await props.searchParams} />;
}
