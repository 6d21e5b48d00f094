import { OverduePage, overdueMetadata } from '@/features/rentals';
import type { Locale } from '@/lib/routing/locales';

export const generateMetadata = overdueMetadata;

export default async function Page(props: { params: Promise<{ locale: string }> }) {
  const { locale } = (await props.params) as { locale: Locale };
  return <OverduePage locale={locale} />;
}
