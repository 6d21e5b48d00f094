import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentPageView, contentPageMetadata, isPreview } from '@/features/content/content-page';
import { pageLocale } from '@/lib/page.server';
import { getLinks } from '@/lib/shop-context.server';

interface Props {
  params: Promise<{ locale: string; alias?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const aliasOf = async (params: Props['params']) => {
  const { alias } = await params;
  return alias?.length === 1 ? alias[0] : undefined;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const alias = await aliasOf(params);
  if (!alias) return {};
  // The same page lives at /{alias}; that address is the one to index.
  const canonical = (await getLinks()).route('contentAlias', { alias });
  return contentPageMetadata(alias, isPreview(await searchParams), canonical);
}

/** /content/{alias}: a content page; with ?preview=true also an unpublished one. */
export default async function ContentPage({ params, searchParams }: Props) {
  await pageLocale(params);
  const [alias, query] = await Promise.all([aliasOf(params), searchParams]);
  if (!alias) notFound();
  return <ContentPageView alias={alias} preview={isPreview(query)} />;
}
