import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import {
  ContentPageView,
  contentPageAddress,
  contentPageAliases,
  contentPageMetadata,
} from '@/features/content/content-page';
import { routeAlternates } from '@/features/layout/alternates.server';
import { type PageProps, pageScope } from '@/lib/page.server';
import { getLinks } from '@/lib/shop-context.server';

// Rendered once per address, then served from the page cache (ADR 18).
export const dynamic = 'force-static';

type Props = PageProps<{ alias: string }>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageScope(params);
  const { alias } = await params;
  const [metadata, aliasIn] = await Promise.all([
    contentPageMetadata(alias, false),
    contentPageAliases(alias),
  ]);
  return { ...metadata, alternates: await routeAlternates('contentAlias', aliasIn) };
}

/**
 * The catch-all content page /{alias}: answered by the content API; unknown aliases are 404. A page
 * asked for by an alias it has in another language, or had before, sends to its address in the
 * page's language (ADR 71). With `?preview=true` the proxy sends the address to the preview page.
 */
export default async function ContentAliasPage({ params }: Props) {
  await pageScope(params);
  const { alias } = await params;
  const address = await contentPageAddress(alias);
  if (address && address !== `/${alias}`) permanentRedirect((await getLinks()).catalog(address));
  return <ContentPageView alias={alias} preview={false} />;
}
