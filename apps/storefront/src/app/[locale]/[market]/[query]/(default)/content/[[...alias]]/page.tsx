import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentPageView, contentPageAliases, contentPageMetadata } from '@/features/content/content-page';
import { routeAlternates } from '@/features/layout/alternates.server';
import { type PageProps, pageScope } from '@/lib/page.server';

// Rendered once per address, then served from the page cache (ADR 18).
export const dynamic = 'force-static';

type Props = PageProps<{ alias?: string[] }>;

const aliasOf = async (params: Props['params']) => {
  const { alias } = await params;
  return alias?.length === 1 ? alias[0] : undefined;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageScope(params);
  const alias = await aliasOf(params);
  if (!alias) return {};
  // The same page lives at /{alias}, by its alias in each language: that address is the one to index.
  const [metadata, aliasIn] = await Promise.all([
    contentPageMetadata(alias, false),
    contentPageAliases(alias),
  ]);
  return { ...metadata, alternates: await routeAlternates('contentAlias', aliasIn) };
}

/** /content/{alias}: a content page (with ?preview=true the proxy sends it to the preview page). */
export default async function ContentPage({ params }: Props) {
  await pageScope(params);
  const alias = await aliasOf(params);
  if (!alias) notFound();
  return <ContentPageView alias={alias} preview={false} />;
}
