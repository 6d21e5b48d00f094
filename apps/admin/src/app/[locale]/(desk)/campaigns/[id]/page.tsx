import { setRequestLocale } from 'next-intl/server';
import { CampaignPage, campaignMetadata } from '@/features/marketing';
import type { Locale } from '@/lib/routing/locales';
import type { SearchParams } from '@/ui/data-table';
// The page renders apart from the layout: it names its language itself, or its texts would be Swedish.
export async function generateMetadata(props: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await props.params).locale);
  return campaignMetadata();
}

export default async function Page(props: {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { locale, id } = (await props.params) as { locale: Locale; id: string };
  setRequestLocale(locale);
  return <CampaignPage locale={locale} campaignId={id} searchParams={await props.searchParams} />;
}
