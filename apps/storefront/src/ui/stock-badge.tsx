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

/** The stock status the API decided, in words (`stock.{status}` of the messages, looked up by the caller). */
export function StockBadge({ status, text }: { status: StockStatus; text: string }) {
  return (
    <p className={`${styles.stock} ${styles[tone[status]]}`}>
      <span className={styles.dot} aria-hidden="true" />
      {text}
    </p>
  );
}
