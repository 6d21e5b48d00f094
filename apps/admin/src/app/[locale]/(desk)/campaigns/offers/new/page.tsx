import { setRequestLocale } from 'next-intl/server';
import { NewOfferPage, newOfferMetadata } from '@/features/marketing';
import type { Locale } from '@/lib/routing/locales';

// The page renders apart from the layout: it names its language itself, or its texts would be Swedish.
export async function generateMetadata(props: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await props.params).locale);
  return newOfferMetadata();
}

export default async function Page(props: { params: Promise<{ locale: string }> }) {
  const { locale } = (await props.params) as { locale: Locale };
  setRequestLocale(locale);
  return <NewOfferPage locale={locale} />;
}
