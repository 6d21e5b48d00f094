import { type PageProps, pageQuery, pageScope } from '@/lib/page.server';
import { safeDecode } from '@/lib/routing/route-table';
import { redirectListVariant } from '../../resolve-list';

// Rendered once per address, then served from the page cache (ADR 18).
export const dynamic = 'force-static';

/** /list alone is the list of every item; /list/{name} a category, brand, campaign or a search. */
export default async function ListVariantPage({ params }: PageProps<{ alias?: string[] }>) {
  await pageScope(params);
  const [{ alias }, state] = await Promise.all([params, pageQuery(params)]);
  const name = alias?.at(-1);
  return redirectListVariant(name === undefined ? undefined : safeDecode(name), state);
}
