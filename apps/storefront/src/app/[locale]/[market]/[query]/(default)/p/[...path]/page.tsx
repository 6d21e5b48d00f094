import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { routeAlternates } from '@/features/layout/alternates.server';
import { ProductPage } from '@/features/product/product-page';
import { ProductPageQuery } from '@/features/product/queries';
import { productTag } from '@/lib/cache-manifest';
import { query } from '@/lib/graphql/server';
import { type PageProps, pageQuery, pageScope } from '@/lib/page.server';
import { parsePageNumber } from '@/lib/page-number';
import { askedPeriod, periodQuery } from '@/lib/rental-period';
import { alternateUrl } from '@/lib/routing/alternates';
import { queryValue } from '@/lib/routing/page-query';
import { getLinks } from '@/lib/shop-context.server';

// Rendered once per address, then served from the page cache (ADR 18).
export const dynamic = 'force-static';

type Props = PageProps<{ path: string[] }>;

/** The last path segment is the product's alias. */
async function loadProduct({ params }: Props) {
  await pageScope(params);
  const { path } = await params;
  const alias = path.at(-1) ?? '';
  const { product } = await query(ProductPageQuery, { alias }, { tags: [productTag(alias)] });
  return { path, product };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { product } = await loadProduct(props);
  if (!product) return {};
  return {
    title: product.meta.title,
    description: product.meta.description,
    // Each language names the product by its own alias (ADR 71).
    alternates: await routeAlternates('product', (locale) => ({
      path: alternateUrl(product.alternates, locale, product.canonicalUrl).split('/').slice(2),
    })),
  };
}

export default async function ProductRoute(props: Props) {
  await pageScope(props.params);
  const [{ path, product }, links, addressQuery] = await Promise.all([
    loadProduct(props),
    getLinks(),
    pageQuery(props.params),
  ]);
  if (!product) notFound();
  const reviewPage = parsePageNumber(queryValue(addressQuery, 'reviews'));
  // A rented machine's days, as its form without JavaScript asks the page for them.
  const asked = askedPeriod(
    queryValue(addressQuery, 'from'),
    queryValue(addressQuery, 'to'),
    queryValue(addressQuery, 'zip'),
  );
  if (`/p/${path.join('/')}` !== product.canonicalUrl) {
    permanentRedirect(
      links.catalog(product.canonicalUrl, {
        ...(reviewPage > 1 ? { reviews: reviewPage } : {}),
        ...periodQuery(asked.kind === 'period' ? asked.period : null, asked.deliveryZip),
      }),
    );
  }
  return <ProductPage product={product} reviewPage={reviewPage} asked={asked} />;
}
