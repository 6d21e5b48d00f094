import { setRequestLocale } from 'next-intl/server';
import { NewContentPagePage, newContentPageMetadata } from '@/features/content';
import type { Locale } from '@/lib/routing/locales';

export async function generateMetadata(props: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await props.params).locale);
  return newContentPageMetadata();
}

export default async function Page(props: { params: Promise<{ locale: string }> }) {
  const { locale } = (await props.params) as { locale: Locale };
  setRequestLocale(locale);
  return <NewContentPagePage locale={locale} />;
}
