import { type PageProps, pageQuery, pageScope } from '@/lib/page.server';
import { redirectToList } from '../../resolve-list';

// Rendered once per address, then served from the page cache (ADR 18).
export const dynamic = 'force-static';

export default async function GenericListPage({ params }: PageProps<{ path: string[] }>) {
  await pageScope(params);
  return redirectToList((await params).path.at(-1), await pageQuery(params));
}
