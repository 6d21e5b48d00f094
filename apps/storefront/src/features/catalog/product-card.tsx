import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AddToCartForm } from '@/features/cart/add-to-cart-form';
import { FavoriteButton } from '@/features/favorites/favorite-button';
import { ANALYTICS_ATTRIBUTES } from '@/lib/analytics-markup';
import type { ResultOf } from '@/lib/graphql/graphql';
import type { getLinks } from '@/lib/shop-context.server';
import { Price } from '@/ui/price';
import { ProductImage } from '@/ui/product-image';
import { StockBadge } from '@/ui/stock-badge';
import { priceTexts, stockText } from '@/ui/texts.server';
import type { ProductCardFields } from './fragments';
import { type CardHire, CardHirePrice } from './list-period';
import styles from './product-card.module.css';
import { productItem } from './product-item';

export type ProductCardData = ResultOf<typeof ProductCardFields>;
type Links = Awaited<ReturnType<typeof getLinks>>;

/**
 * A product in a list. One that needs no size and can be bought goes into the cart from here; one
 * sold in sizes is chosen on its page. A machine for hire in a list asked for days shows their
 * price and links to its page with them.
 */
export async function ProductCard({
  product,
  links,
  priority = false,
  hire = null,
}: {
  product: ProductCardData;
  links: Links;
  priority?: boolean;
  hire?: CardHire | null;
}) {
  const [t, tRental, texts] = await Promise.all([
    getTranslations('product'),
    getTranslations('rental'),
    priceTexts(),
  ]);
  // A machine for hire is booked by its days on its page: no stock to show, nothing to add here.
  const rented = product.rental !== null;
  const campaign = product.visibleCampaign;
  const onlySku = product.skus.length === 1 ? product.skus[0] : undefined;
  const addable = !rented && !product.sizeRequired && product.maxQuantity > 0 && onlySku;
  return (
    <article
      className={styles.card}
      {...{ [ANALYTICS_ATTRIBUTES.item]: JSON.stringify(productItem(product)) }}
    >
      <div className={styles.media}>
        <ProductImage fileName={product.productImages[0]?.fileName} alt="" size={320} priority={priority} />
        {campaign && <span className={styles.campaign}>{campaign.name}</span>}
        <FavoriteButton
          className={styles.favorite}
          detail={{
            productId: product.productId,
            name: product.name,
            sellingPriceIncVat: product.unitPrice.sellingPriceIncVat,
            isDiscounted: product.unitPrice.isDiscounted,
            discountPercentage: product.unitPrice.discountPercentage,
          }}
        />
      </div>
      <p className={styles.brand}>{product.brand.name}</p>
      <h3 className={styles.name}>
        <Link href={links.catalog(product.canonicalUrl)} className={styles.link}>
          {product.name}
        </Link>
      </h3>
      {hire ? <CardHirePrice hire={hire} /> : <Price price={product.unitPrice} texts={texts} />}
      {rented ? (
        <Link
          href={links.catalog(product.canonicalUrl, hire?.query)}
          className="button-primary"
          aria-label={`${hire ? hire.bookDays : tRental('chooseDays')}: ${product.name}`}
        >
          {hire ? hire.bookDays : tRental('chooseDays')}
        </Link>
      ) : (
        <StockBadge
          status={product.stockStatus}
          text={await stockText(product.stockStatus, product.totalStock.inStock)}
        />
      )}
      {addable && <AddToCartForm skuId={onlySku.skuId} name={product.name} label={t('addToCart')} />}
    </article>
  );
}

export function ProductGrid({
  products,
  label,
  links,
  hireOf,
}: {
  products: ProductCardData[];
  label: string;
  links: Links;
  /** A card's hire for the days the list was asked for. */
  hireOf?: (product: ProductCardData) => CardHire | null;
}) {
  return (
    <ul className={styles.grid} aria-label={label} {...{ [ANALYTICS_ATTRIBUTES.list]: label }}>
      {products.map((product, index) => (
        <li key={product.productId}>
          <ProductCard product={product} links={links} priority={index < 4} hire={hireOf?.(product)} />
        </li>
      ))}
    </ul>
  );
}
