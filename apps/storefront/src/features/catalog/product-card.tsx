import Link from 'next/link';
import type { ResultOf } from '@/lib/graphql/graphql';
import type { getLinks } from '@/lib/shop-context.server';
import { Price } from '@/ui/price';
import { ProductImage } from '@/ui/product-image';
import { StockBadge } from '@/ui/stock-badge';
import type { ProductCardFields } from './fragments';
import styles from './product-card.module.css';

export type ProductCardData = ResultOf<typeof ProductCardFields>;
type Links = Awaited<ReturnType<typeof getLinks>>;

export function ProductCard({
  product,
  links,
  priority = false,
}: {
  product: ProductCardData;
  links: Links;
  priority?: boolean;
}) {
  const campaign = product.visibleCampaign;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <ProductImage fileName={product.productImages[0]?.fileName} alt="" size={320} priority={priority} />
        {campaign && <span className={styles.campaign}>{campaign.name}</span>}
      </div>
      <p className={styles.brand}>{product.brand.name}</p>
      <h3 className={styles.name}>
        <Link href={links.catalog(product.canonicalUrl)} className={styles.link}>
          {product.name}
        </Link>
      </h3>
      <Price price={product.unitPrice} />
      <StockBadge status={product.stockStatus} inStock={product.totalStock.inStock} />
    </article>
  );
}

export function ProductGrid({
  products,
  label,
  links,
}: {
  products: ProductCardData[];
  label: string;
  links: Links;
}) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.productId}>
          <ProductCard product={product} links={links} priority={index < 4} />
        </li>
      ))}
    </ul>
  );
}
