import { notFound, permanentRedirect } from 'next/navigation';
import { ProductQuery } from '@/features/catalog/queries';
import { query } from '@/lib/graphql/server';
import { type PageProps, pageScope } from '@/lib/page.server';
import { getLinks } from '@/lib/shop-context.server';

// Rendered once per address, then served from the page cache (ADR 18).
export const dynamic = 'force-static';

/** /product/{alias} leads to the product's canonical page. */
export default async function ProductAliasPage({ params }: PageProps<{ alias?: string[] }>) {
  await pageScope(params);
  const alias = (await params).alias?.at(-1);
  if (!alias) notFound();
  const [{ product }, links] = await Promise.all([query(ProductQuery, { alias }), getLinks()]);
  if (!product) notFound();
  permanentRedirect(links.catalog(product.canonicalUrl));
}
