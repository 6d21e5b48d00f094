import type { Metadata } from 'next';
import { ContentPageView, contentPageMetadata } from '@/features/content/content-page';
import { type PageProps, pageQuery, pageScope } from '@/lib/page.server';

/** Drafts are shown as they are stored now, and never kept in the page cache. */
export const dynamic = 'force-dynamic';

type Props = PageProps<{ alias: string }>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageScope(params);
  return contentPageMetadata((await params).alias, true, (await pageQuery(params)).get('token'));
}

/**
 * /content/preview/{alias}, or a content page with `?preview=true`: with the desk's preview link's
 * token, the page's draft (unpublished too); without it, what a shopper sees (ADR 78).
 */
export default async function ContentPreviewPage({ params }: Props) {
  await pageScope(params);
  const token = (await pageQuery(params)).get('token');
  return <ContentPageView alias={(await params).alias} preview token={token} />;
}
