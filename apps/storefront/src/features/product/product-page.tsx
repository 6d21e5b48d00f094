import Link from 'next/link';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { ProductGrid } from '@/features/catalog/product-card';
import { productItem } from '@/features/catalog/product-item';
import { CategoriesQuery } from '@/features/catalog/queries';
import { FavoriteButton } from '@/features/favorites/favorite-button';
import { ANALYTICS_ATTRIBUTES } from '@/lib/analytics-markup';
import { productTag } from '@/lib/cache-manifest';
import type { ResultOf } from '@/lib/graphql/graphql';
import { query } from '@/lib/graphql/server';
import { getLinks } from '@/lib/shop-context.server';
import { siteOrigin } from '@/lib/site-origin';
import { Price } from '@/ui/price';
import { ProductImage } from '@/ui/product-image';
import { StarRating } from '@/ui/star-rating';
import { StockBadge } from '@/ui/stock-badge';
import { priceTexts, ratingText } from '@/ui/texts.server';
import { categoryTrail } from './breadcrumbs';
import { BuyBox } from './buy-box';
import { ProductGallery } from './gallery';
import { buyTexts, galleryProps } from './island-texts.server';
import { breadcrumbJsonLd, productJsonLd, scriptJson } from './json-ld';
import { NotifyMe } from './notify-me';
import { PriceHistory } from './price-history';
import styles from './product-page.module.css';
import { type ProductPageQuery, RelatedProductsQuery, ReviewsQuery } from './queries';
import { LazyRecentlyViewed } from './recently-viewed-loader';
import { ProductReviews, REVIEWS_PAGE_SIZE } from './reviews';

export type PageProduct = NonNullable<ResultOf<typeof ProductPageQuery>['product']>;

/** Everything a shopper needs to buy a machine: pictures, price, stock, variants, facts, reviews. */
export async function ProductPage({ product, reviewPage }: { product: PageProduct; reviewPage: number }) {
  const [t, tStock, format, locale, links, { categories }, related, reviews, gallery, buyBoxTexts] =
    await Promise.all([
      getTranslations('product'),
      getTranslations('stock'),
      getFormatter(),
      getLocale(),
      getLinks(),
      query(CategoriesQuery, {}),
      query(RelatedProductsQuery, { alias: product.alias }),
      query(
        ReviewsQuery,
        { alias: product.alias, skip: (reviewPage - 1) * REVIEWS_PAGE_SIZE, take: REVIEWS_PAGE_SIZE },
        { tags: [productTag(product.alias)] },
      ),
      galleryProps(
        product.name,
        product.productImages.map((i) => i.fileName),
      ),
      buyTexts(),
    ]);
  const origin = siteOrigin();
  const today = new Date().toISOString().slice(0, 10);
  const trail = categoryTrail(categories, product.primaryCategory.categoryId);
  const crumbs = [
    { name: t('home'), href: links.route('index') },
    ...trail.map((c) => ({ name: c.name, href: links.catalog(c.canonicalUrl) })),
  ];
  const campaign = product.visibleCampaign;
  const visibleGroups = product.parameterGroups
    .map((g) => ({ ...g, parameters: g.parameters.filter((p) => p.show) }))
    .filter((g) => g.parameters.length > 0);
  const colours = product.colourVariants;
  const sizes = product.sizes.map((sku) => ({
    skuId: sku.skuId,
    name: sku.name,
    label: sku.maxQuantity === 0 ? t('sizeSoldOut', { size: sku.name }) : sku.name,
    maxQuantity: sku.maxQuantity,
    status: tStock(sku.stockStatus, { quantity: sku.stock.totalStock }),
  }));

  // Notify-me is offered for what cannot be bought: the product, or each sold-out size.
  const soldOut = product.sizeRequired
    ? sizes.filter((size) => size.maxQuantity === 0)
    : product.maxQuantity === 0 && product.skus[0]
      ? [{ skuId: product.skus[0].skuId, name: '' }]
      : [];

  const status = product.stockStatus;
  const languageName = new Intl.DisplayNames([locale], { type: 'language' });
  const url = `${origin}${links.catalog(product.canonicalUrl)}`;
  const showHistory = product.unitPrice.isDiscounted || product.priceLog.length > 1;

  const jsonLd = [
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
      stockStatus: status,
      rating: product.rating,
    }),
    breadcrumbJsonLd([
      ...crumbs.map((c) => ({ name: c.name, url: `${origin}${c.href}` })),
      { name: product.name, url },
    ]),
  ];

  return (
    <article
      className={styles.product}
      {...{ [ANALYTICS_ATTRIBUTES.detail]: JSON.stringify(productItem(product)) }}
    >
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: structured data, with "<" escaped.
        dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }}
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
        <div className={styles.summary}>
          <p className={styles.brand}>
            <Link
              href={links.catalog(product.brand.canonicalUrl)}
              aria-label={t('moreFromBrand', { brand: product.brand.name })}
            >
              {product.brand.name}
            </Link>
          </p>
          <div className={styles.title}>
            <h1>{product.name}</h1>
            <FavoriteButton
              detail={{
                productId: product.productId,
                name: product.name,
                sellingPriceIncVat: product.unitPrice.sellingPriceIncVat,
                currency: product.unitPrice.currency.code,
                isDiscounted: product.unitPrice.isDiscounted,
                discountPercentage: product.unitPrice.discountPercentage,
              }}
            />
          </div>
          <p className={styles.meta}>
            <span>{t('articleNumber', { number: product.articleNumber })}</span>
            {product.rating.voteCount > 0 && (
              <a href="#reviews" className={styles.ratingLink}>
                <StarRating score={product.rating.score} text={await ratingText(product.rating.score)} />
              </a>
            )}
          </p>
          {campaign && <p className={styles.campaign}>{campaign.name}</p>}
          <Price price={product.unitPrice} texts={await priceTexts()} size="large" />
          {product.unitPrice.isDiscounted && product.lowestPriceLast30Days && (
            <p className={styles.lowest}>
              <span className="vat-inc">
                {t('lowestPrice', { price: product.lowestPriceLast30Days.sellingPriceIncVatFormatted })}
              </span>
              <span className="vat-ex">
                {t('lowestPrice', { price: product.lowestPriceLast30Days.sellingPriceExVatFormatted })}
              </span>
            </p>
          )}
          <div className={styles.stock}>
            <StockBadge status={status} text={tStock(status, { quantity: product.totalStock.inStock })} />
            {product.deliversNow && <p className={styles.delivery}>{tStock('deliveryInStock')}</p>}
            {product.expectedRestock && (
              <p className={styles.delivery}>
                {tStock('expected', {
                  date: format.dateTime(new Date(`${product.expectedRestock}T12:00:00Z`), {
                    dateStyle: 'long',
                  }),
                })}
              </p>
            )}
          </div>
          {colours.length > 1 && (
            <nav aria-labelledby="product-colours" className={styles.colours}>
              <h2 id="product-colours" className={styles.optionHeading}>
                {product.colourLabel ?? t('variants')}
              </h2>
              <ul>
                {colours.map((colour) => {
                  const current = colour.productId === product.productId;
                  return (
                    <li key={colour.productId}>
                      <Link
                        href={links.catalog(`/p/${colour.alias}`)}
                        aria-current={current ? 'page' : undefined}
                        className={styles.swatch}
                      >
                        <ProductImage fileName={colour.primaryImage ?? undefined} alt="" size={64} />
                        <span>{current ? t('currentVariant', { value: colour.value }) : colour.value}</span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </nav>
          )}
          <BuyBox
            texts={buyBoxTexts}
            productName={product.name}
            skuId={product.sizeRequired ? null : (product.skus[0]?.skuId ?? null)}
            sizeRequired={product.sizeRequired}
            sizes={sizes}
            maxQuantity={product.maxQuantity}
          />
          {soldOut.length > 0 && <NotifyMe alias={product.alias} skus={soldOut} />}
          {product.texts.text2 && <p className={styles.highlights}>{product.texts.text2}</p>}
          <p className={styles.askAbout}>
            <a href={links.route('contactSales', {}, { product: product.alias })}>{t('askAboutProduct')}</a>
          </p>
        </div>
      </div>

      <section aria-labelledby="product-description" className={styles.section}>
        <h2 id="product-description">{t('description')}</h2>
        <p>{product.texts.text1}</p>
        <p>{product.texts.text3}</p>
      </section>

      {visibleGroups.length > 0 && (
        <section aria-labelledby="product-specification" className={styles.section}>
          <h2 id="product-specification">{t('specification')}</h2>
          {visibleGroups.map((group) => (
            <table key={group.parameterGroupId} className={styles.specs}>
              <caption>{group.name}</caption>
              <tbody>
                {group.parameters.map((p) => (
                  <tr key={p.parameterId}>
                    <th scope="row">{p.name}</th>
                    <td>{p.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </section>
      )}

      {showHistory && <PriceHistory priceLog={product.priceLog} today={today} />}

      {product.documents.length > 0 && (
        <section aria-labelledby="product-documents" className={styles.section}>
          <h2 id="product-documents">{t('documents')}</h2>
          <ul className={styles.documents}>
            {product.documents.map((d) => (
              <li key={d.documentId}>
                <a href={d.url} hrefLang={d.languageCode} type="application/pdf">
                  {t('documentLink', {
                    title: d.title,
                    language: languageName.of(d.languageCode) ?? d.languageCode,
                  })}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

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
