import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ManualsPage, readManualsQuery } from '@/features/manuals/manuals-page';
import { pageLocale } from '@/lib/page.server';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'manuals' });
  return { title: t('title'), description: t('text') };
}

export default async function ManualsRoute({ params, searchParams }: Props) {
  await pageLocale(params);
  const { q, page } = readManualsQuery(await searchParams);
  return <ManualsPage q={q} page={page} />;
}
