import { catalogHref } from '@/i18n/catalog-href';
import { Link } from '@/i18n/navigation';
import type { ResultOf } from '@/lib/graphql/graphql';
import { Price } from '@/ui/price';
import { ProductImage } from '@/ui/product-image';
import { StockBadge } from '@/ui/stock-badge';
import type { ProductCardFields } from './fragments';
import styles from './product-card.module.css';

export type ProductCardData = ResultOf<typeof ProductCardFields>;

export function ProductCard({ product, priority = false }: { product: ProductCardData; priority?: boolean }) {
  const campaign = product.discountCampaigns.find((c) => !c.hideTitle);
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <ProductImage fileName={product.productImages[0]?.fileName} alt="" size={320} priority={priority} />
        {campaign && <span className={styles.campaign}>{campaign.name}</span>}
      </div>
      <p className={styles.brand}>{product.brand.name}</p>
      <h3 className={styles.name}>
        <Link href={catalogHref(product.canonicalUrl)} className={styles.link}>
          {product.name}
        </Link>
      </h3>
      <Price price={product.unitPrice} />
      <StockBadge status={product.stockStatus} inStock={product.totalStock.inStock} />
    </article>
  );
}

export function ProductGrid({ products, label }: { products: ProductCardData[]; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.productId}>
          <ProductCard product={product} priority={index < 4} />
        </li>
      ))}
    </ul>
  );
}
