import type { Metadata } from 'next';
import { ContentPageView, contentPageMetadata, isPreview } from '@/features/content/content-page';
import { pageLocale } from '@/lib/page.server';

interface Props {
  params: Promise<{ locale: string; alias: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return contentPageMetadata((await params).alias, isPreview(await searchParams));
}

/** The catch-all content page /{alias}: answered by the content API; unknown aliases are 404. */
export default async function ContentAliasPage({ params, searchParams }: Props) {
  await pageLocale(params);
  const [{ alias }, query] = await Promise.all([params, searchParams]);
  return <ContentPageView alias={alias} preview={isPreview(query)} />;
}
