import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { ProductPage } from '@/features/product/product-page';
import { ProductPageQuery } from '@/features/product/queries';
import { productTag } from '@/lib/graphql/cache-tags';
import { query } from '@/lib/graphql/server';
import { pageLocale } from '@/lib/page.server';
import { parsePageNumber } from '@/lib/page-number';
import { getLinks } from '@/lib/shop-context.server';

interface Props {
  params: Promise<{ locale: string; path: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The last path segment is the product's alias. */
async function loadProduct(props: Props) {
  const { path } = await props.params;
  const alias = path.at(-1) ?? '';
  const { product } = await query(ProductPageQuery, { alias }, { tags: [productTag(alias)] });
  return { path, product };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { product } = await loadProduct(props);
  return product ? { title: product.meta.title, description: product.meta.description } : {};
}

export default async function ProductRoute(props: Props) {
  await pageLocale(props.params);
  const [{ path, product }, links, searchParams] = await Promise.all([
    loadProduct(props),
    getLinks(),
    props.searchParams,
  ]);
  if (!product) notFound();
  const reviewPage = parsePageNumber(searchParams.reviews);
  if (`/p/${path.join('/')}` !== product.canonicalUrl) {
    permanentRedirect(
      links.catalog(product.canonicalUrl, reviewPage > 1 ? { reviews: reviewPage } : undefined),
    );
  }
  return <ProductPage product={product} reviewPage={reviewPage} />;
}
