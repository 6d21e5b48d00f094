import type { Metadata } from 'next';
import { ContentPageView, contentPageMetadata } from '@/features/content/content-page';
import { type PageProps, pageScope } from '@/lib/page.server';

/** Drafts are shown as they are stored now, and never kept in the page cache. */
export const dynamic = 'force-dynamic';

type Props = PageProps<{ alias: string }>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageScope(params);
  return contentPageMetadata((await params).alias, true);
}

/** /content/preview/{alias}, or a content page with `?preview=true`: unpublished pages too. */
export default async function ContentPreviewPage({ params }: Props) {
  await pageScope(params);
  return <ContentPageView alias={(await params).alias} preview />;
}
