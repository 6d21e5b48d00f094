import { AccountPage, accountMetadata } from '@/features/account';
import type { Locale } from '@/lib/routing/locales';
import type { SearchParams } from '@/ui/data-table';

export const generateMetadata = accountMetadata;

export default async function Page(props: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { locale } = (await props.params) as { locale: Locale };
  return <AccountPage locale={locale} searchParams={await props.searchParams} />;
}
