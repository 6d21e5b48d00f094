import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { routeAlternates } from '@/features/layout/alternates.server';
import { ManualsPage, readManualsQuery } from '@/features/manuals/manuals-page';
import { type PageProps, pageQuery, pageScope } from '@/lib/page.server';

// Rendered once per address, then served from the page cache (ADR 18).
export const dynamic = 'force-static';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await pageScope(params);
  const [t, alternates] = await Promise.all([
    getTranslations({ locale, namespace: 'manuals' }),
    routeAlternates('manuals'),
  ]);
  return { title: t('title'), description: t('text'), alternates };
}

export default async function ManualsRoute({ params }: PageProps) {
  await pageScope(params);
  const { q, page } = readManualsQuery(await pageQuery(params));
  return <ManualsPage q={q} page={page} />;
}
