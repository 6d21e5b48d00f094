import type { Metadata } from 'next';
import { ContentPageView, contentPageMetadata } from '@/features/content/content-page';
import { routeAlternates } from '@/features/layout/alternates.server';
import { type PageProps, pageScope } from '@/lib/page.server';

// Rendered once per address, then served from the page cache (ADR 18).
export const dynamic = 'force-static';

type Props = PageProps<{ alias: string }>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageScope(params);
  const { alias } = await params;
  const metadata = await contentPageMetadata(alias, false);
  return { ...metadata, alternates: await routeAlternates('contentAlias', { alias }) };
}

/**
 * The catch-all content page /{alias}: answered by the content API; unknown aliases are 404. With
 * `?preview=true` the proxy sends the address to the preview page instead.
 */
export default async function ContentAliasPage({ params }: Props) {
  await pageScope(params);
  return <ContentPageView alias={(await params).alias} preview={false} />;
}
