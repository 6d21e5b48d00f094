import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/lib/page.server';

interface Props {
  params: Promise<{ locale: string; term: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, term } = await params;
  const t = await getTranslations({ locale, namespace: 'search' });
  return { title: t('title', { term: decodeURIComponent(term) }), robots: { index: false } };
}

export default async function SearchPage({ params }: Props) {
  await pageLocale(params);
  const term = decodeURIComponent((await params).term);
  const t = await getTranslations('search');
  return <h1>{t('title', { term })}</h1>;
}
