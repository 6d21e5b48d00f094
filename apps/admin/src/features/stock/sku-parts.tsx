import type { ComponentProps, ReactNode } from 'react';
import { Button, TextField } from '@/ui/form';
import { Notice } from '@/ui/notice';
import type { StockSkuDetail } from './documents';
import type { FormOutcome } from './outcome';
import styles from './stock.module.css';

/** What each form section of the SKU's page is given: the SKU, the page's language, its last post's outcome. */
export interface SkuSectionProps {
  sku: StockSkuDetail;
  locale: string;
  outcome: FormOutcome;
}

/**
 * A section of the SKU's page, titled (`{name}-title`), with its intro and what came of its last
 * post; a section with a form is its anchor too (`#{name}`), where the post comes back.
 */
export function SkuPanel({
  name,
  anchor = false,
  title,
  intro,
  done,
  problem,
  children,
}: {
  name: string;
  anchor?: boolean;
  title: string;
  intro?: string;
  done?: string | null;
  problem?: string | null;
  children: ReactNode;
}) {
  return (
    <section id={anchor ? name : undefined} className={styles.panel} aria-labelledby={`${name}-title`}>
      <h2 id={`${name}-title`}>{title}</h2>
      {intro ? <p className={styles.muted}>{intro}</p> : null}
      {done ? <Notice tone="success">{done}</Notice> : null}
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      {children}
    </section>
  );
}

/** A form of the SKU's page, posted without JavaScript: the SKU and the language go with its fields. */
export function SkuForm({
  action,
  sku,
  locale,
  submit,
  children,
}: {
  action: (form: FormData) => Promise<void>;
  sku: StockSkuDetail;
  locale: string;
  submit: string;
  children: ReactNode;
}) {
  return (
    <form action={action} className={styles.formGrid}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="skuId" value={sku.id} />
      {children}
      <div>
        <Button>{submit}</Button>
      </div>
    </form>
  );
}

/** A count of units, required: a whole number from 0 to a million. */
export function CountField(props: ComponentProps<typeof TextField>) {
  return <TextField type="number" inputMode="numeric" min={0} max={1_000_000} step={1} required {...props} />;
}

/** A table in a region that scrolls sideways on a narrow screen, reachable by keyboard; its caption is read, not shown. */
export function ScrollTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className={styles.scroll} tabIndex={0} aria-label={caption}>
      <table className={styles.grid}>
        <caption className="visually-hidden">{caption}</caption>
        {children}
      </table>
    </section>
  );
}
