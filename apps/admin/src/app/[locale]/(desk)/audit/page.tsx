import { AuditPage, auditMetadata } from '@/features/audit';
import type { Locale } from '@/lib/routing/locales';
import type { SearchParams } from '@/ui/data-table';

export const generateMetadata = auditMetadata;

export default async function Page(props: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { locale } = (await props.params) as { locale: Locale };
  return <AuditPage locale={locale} searchParams={await props.searchParams} />;
}
