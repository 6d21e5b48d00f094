import { getTranslations } from 'next-intl/server';
import type { graphql } from '@/lib/graphql/graphql';
import styles from './stock-badge.module.css';

export type StockStatus = ReturnType<typeof graphql.scalar<'StockStatus'>>;

const tone: Record<StockStatus, 'good' | 'warn' | 'bad'> = {
  IN_STOCK: 'good',
  STATIC: 'good',
  FEW_LEFT: 'warn',
  OVERSELLABLE: 'warn',
  ORDER_ITEM: 'warn',
  OUT_OF_STOCK: 'bad',
  DISCONTINUED: 'bad',
};

/** The stock status the API decided, in words. */
export async function StockBadge({ status, inStock }: { status: StockStatus; inStock: number }) {
  const t = await getTranslations('stock');
  return (
    <p className={`${styles.stock} ${styles[tone[status]]}`}>
      <span className={styles.dot} aria-hidden="true" />
      {t(status, { quantity: inStock })}
    </p>
  );
}
