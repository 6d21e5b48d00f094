import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { FavoriteButton } from '@/features/favorites/favorite-button';
import type { AskedPeriod } from '@/lib/rental-period';
import type { getLinks } from '@/lib/shop-context.server';
import { Price } from '@/ui/price';
import { ProductImage } from '@/ui/product-image';
import { StarRating } from '@/ui/star-rating';
import { StockBadge } from '@/ui/stock-badge';
import { priceTexts, ratingText } from '@/ui/texts.server';
import { BuyBox } from './buy-box';
import type { buyTexts } from './island-texts.server';
import { NotifyMe } from './notify-me';
import styles from './product-page.module.css';
import type { PageProduct } from './queries';
import { RentalSection } from './rental-booking';

type Links = Awaited<ReturnType<typeof getLinks>>;

/**
 * Beside the pictures: what the machine is, its price and stock, its colours, and buying it; or,
 * for a machine that is rented, its rental prices and choosing the days to book.
 */
export async function ProductSummary({
  product,
  links,
  buyBoxTexts,
  asked,
}: {
  product: PageProduct;
  links: Links;
  buyBoxTexts: Awaited<ReturnType<typeof buyTexts>>;
  /** The rental days the page's address asks about. */
  asked: AskedPeriod;
}) {
  const [t, tStock, tCart] = await Promise.all([
    getTranslations('product'),
    getTranslations('stock'),
    getTranslations('cart'),
  ]);
  const campaign = product.visibleCampaign;
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

  return (
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
        {product.colour && <span>{tCart('colour', { colour: product.colour })}</span>}
        {product.rating.voteCount > 0 && (
          <a href="#reviews" className={styles.ratingLink}>
            <StarRating score={product.rating.score} text={await ratingText(product.rating.score)} />
          </a>
        )}
      </p>
      {campaign && <p className={styles.campaign}>{campaign.name}</p>}
      {!product.rental && <Price price={product.unitPrice} texts={await priceTexts()} size="large" />}
      {!product.rental && product.unitPrice.isDiscounted && product.lowestPriceLast30Days && (
        <p className={styles.lowest}>
          <span className="vat-inc">
            {t('lowestPrice', { price: product.lowestPriceLast30Days.sellingPriceIncVatFormatted })}
          </span>
          <span className="vat-ex">
            {t('lowestPrice', { price: product.lowestPriceLast30Days.sellingPriceExVatFormatted })}
          </span>
        </p>
      )}
      {!product.rental && <ProductStock product={product} />}
      {product.colourVariants.length > 1 && <ColourVariants product={product} links={links} />}
      {product.rental ? (
        <RentalSection
          product={product}
          rental={product.rental}
          asked={asked}
          action={links.catalog(product.canonicalUrl)}
        />
      ) : (
        <BuyBox
          texts={buyBoxTexts}
          productName={product.name}
          skuId={product.sizeRequired ? null : (product.skus[0]?.skuId ?? null)}
          sizeRequired={product.sizeRequired}
          sizes={sizes}
          maxQuantity={product.maxQuantity}
        />
      )}
      {!product.rental && soldOut.length > 0 && <NotifyMe alias={product.alias} skus={soldOut} />}
      {product.texts.text2 && <p className={styles.highlights}>{product.texts.text2}</p>}
      <p className={styles.askAbout}>
        <a href={links.route('contactSales', {}, { product: product.alias })}>{t('askAboutProduct')}</a>
      </p>
    </div>
  );
}

/** The stock status in words, and when it ships or is expected in. */
async function ProductStock({ product }: { product: PageProduct }) {
  const [tStock, format] = await Promise.all([getTranslations('stock'), getFormatter()]);
  const status = product.stockStatus;
  return (
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
  );
}

/** The same machine in its other colours, each a page of its own. */
async function ColourVariants({ product, links }: { product: PageProduct; links: Links }) {
  const t = await getTranslations('product');
  return (
    <nav aria-labelledby="product-colours" className={styles.colours}>
      <h2 id="product-colours" className={styles.optionHeading}>
        {product.colourLabel ?? t('variants')}
      </h2>
      <ul>
        {product.colourVariants.map((colour) => {
          const current = colour.productId === product.productId;
          return (
            <li key={colour.productId}>
              <Link
                href={links.catalog(colour.canonicalUrl)}
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
  );
}
