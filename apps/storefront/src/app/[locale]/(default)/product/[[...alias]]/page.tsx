import { notFound, permanentRedirect } from 'next/navigation';
import { ProductQuery } from '@/features/catalog/queries';
import { query } from '@/lib/graphql/server';
import { pageLocale } from '@/lib/page.server';
import { getLinks } from '@/lib/shop-context.server';

/** /product/{alias} leads to the product's canonical page. */
export default async function ProductAliasPage({
  params,
}: {
  params: Promise<{ locale: string; alias?: string[] }>;
}) {
  await pageLocale(params);
  const alias = (await params).alias?.at(-1);
  if (!alias) notFound();
  const [{ product }, links] = await Promise.all([query(ProductQuery, { alias }), getLinks()]);
  if (!product) notFound();
  permanentRedirect(links.catalog(product.canonicalUrl));
}
