import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ProductGrid } from '@/features/catalog/product-card';
import { productItem } from '@/features/catalog/product-item';
import { CategoriesQuery } from '@/features/catalog/queries';
import { ANALYTICS_ATTRIBUTES } from '@/lib/analytics-markup';
import { productTag } from '@/lib/cache-manifest';
import { query } from '@/lib/graphql/server';
import type { AskedPeriod } from '@/lib/rental-period';
import { getLinks } from '@/lib/shop-context.server';
import { siteOrigin } from '@/lib/site-origin';
import { categoryTrail } from './breadcrumbs';
import { ProductGallery } from './gallery';
import { buyTexts, galleryProps } from './island-texts.server';
import { breadcrumbJsonLd, productJsonLd, scriptJson } from './json-ld';
import { PriceHistory } from './price-history';
import { ProductDocuments, ProductSpecification } from './product-details';
import styles from './product-page.module.css';
import { ProductSummary } from './product-summary';
import { type PageProduct, RelatedProductsQuery, ReviewsQuery } from './queries';
import { LazyRecentlyViewed } from './recently-viewed-loader';
import { ProductReviews, REVIEWS_PAGE_SIZE } from './reviews';

/**
 * Everything a shopper needs to buy (or hire) a machine: pictures, price, stock, variants, facts,
 * reviews; for a rented one, its rental prices and the days `asked` in the page's address.
 */
export async function ProductPage({
  product,
  reviewPage,
  asked,
}: {
  product: PageProduct;
  reviewPage: number;
  asked: AskedPeriod;
}) {
  const [t, links, { categories }, related, reviews, gallery, buyBoxTexts] = await Promise.all([
    getTranslations('product'),
    getLinks(),
    query(CategoriesQuery, {}),
    query(RelatedProductsQuery, { alias: product.alias }),
    query(
      ReviewsQuery,
      { alias: product.alias, skip: (reviewPage - 1) * REVIEWS_PAGE_SIZE, take: REVIEWS_PAGE_SIZE },
      { tags: [productTag(product.alias)] },
    ),
    galleryProps(product.name, product.productImages),
    buyTexts(),
  ]);
  const origin = siteOrigin();
  const today = new Date().toISOString().slice(0, 10);
  const trail = categoryTrail(categories, product.primaryCategory.categoryId);
  const crumbs = [
    { name: t('home'), href: links.route('index') },
    ...trail.map((c) => ({ name: c.name, href: links.catalog(c.canonicalUrl) })),
  ];
  const url = `${origin}${links.catalog(product.canonicalUrl)}`;
  // A rented machine's price is its rent (shown by the rental's table): it has no history of sale prices.
  const showHistory = !product.rental && (product.unitPrice.isDiscounted || product.priceLog.length > 1);

  return (
    <article
      className={styles.product}
      {...{ [ANALYTICS_ATTRIBUTES.detail]: JSON.stringify(productItem(product)) }}
    >
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: structured data, with "<" escaped.
        dangerouslySetInnerHTML={{ __html: scriptJson(jsonLdOf(product, { origin, url, crumbs })) }}
      />
      <nav aria-label={t('breadcrumbs')} className={styles.breadcrumbs}>
        <ol>
          {crumbs.map((c) => (
            <li key={c.href}>
              <Link href={c.href}>{c.name}</Link>
            </li>
          ))}
          <li>
            <span aria-current="page">{product.name}</span>
          </li>
        </ol>
      </nav>
      <div className={styles.top}>
        <ProductGallery {...gallery} />
        <ProductSummary product={product} links={links} buyBoxTexts={buyBoxTexts} asked={asked} />
      </div>

      <section aria-labelledby="product-description" className={styles.section}>
        <h2 id="product-description">{t('description')}</h2>
        <p>{product.texts.text1}</p>
        <p>{product.texts.text3}</p>
      </section>

      <ProductSpecification groups={product.parameterGroups} />

      {showHistory && <PriceHistory priceLog={product.priceLog} today={today} />}

      <ProductDocuments documents={product.documents} />

      <ProductReviews
        alias={product.alias}
        productName={product.name}
        reviews={reviews.reviews}
        limits={reviews.reviewLimits}
        page={reviewPage}
        pageHref={(page) =>
          `${links.catalog(product.canonicalUrl, page > 1 ? { reviews: page } : undefined)}#reviews`
        }
      />

      {related.relatedProducts.length > 0 && (
        <section aria-labelledby="related-products" className={styles.wide}>
          <h2 id="related-products">{t('related')}</h2>
          <ProductGrid products={related.relatedProducts} label={t('related')} links={links} />
        </section>
      )}

      <LazyRecentlyViewed productId={product.productId} />
    </article>
  );
}

/** The product and its breadcrumbs as structured data for search engines. */
function jsonLdOf(
  product: PageProduct,
  { origin, url, crumbs }: { origin: string; url: string; crumbs: { name: string; href: string }[] },
) {
  return [
    productJsonLd({
      name: product.name,
      sku: product.articleNumber,
      gtin: product.skus.length === 1 ? product.skus[0]?.gtin : undefined,
      brand: product.brand.name,
      description: product.meta.description || product.texts.text1,
      images: product.productImages.map((i) => `${origin}/images/products/${encodeURIComponent(i.fileName)}`),
      url,
      sellingPriceIncVat: product.unitPrice.sellingPriceIncVat,
      currency: product.unitPrice.currency.code,
      stockStatus: product.stockStatus,
      rating: product.rating,
    }),
    breadcrumbJsonLd([
      ...crumbs.map((c) => ({ name: c.name, url: `${origin}${c.href}` })),
      { name: product.name, url },
    ]),
  ];
}
