import Link from 'next/link';
import type { ReactNode } from 'react';
import { Button, TextField } from '@/ui/form';
import styles from './data-table.module.css';

/** A desk's words for its list's filters, from its messages (`filter.label`, `filter.submit`, ...). */
type FilterWords<Key extends string> = (key: Key) => string;

/**
 * A list's filters as a plain GET form in a search landmark named `filter.label`: submitting it
 * loads the list's address with them, so it works without JavaScript and every view can be
 * bookmarked. Its fields, then its button and, while it filters, a link that clears it.
 */
export function FilterForm({
  t,
  path,
  clearHref,
  className = styles.filters,
  children,
}: {
  t: FilterWords<'filter.label' | 'filter.submit' | 'filter.clear'>;
  /** The list's address, where the form goes. */
  path: string;
  /** Where clearing leads, or null while nothing is filtered. */
  clearHref: string | null;
  /** The form's own layout, if not the row of fields that wraps. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <search aria-label={t('filter.label')}>
      <form method="get" action={path} className={className}>
        {children}
        <div className={styles.filterButtons}>
          <Button>{t('filter.submit')}</Button>
          {clearHref ? <Link href={clearHref}>{t('filter.clear')}</Link> : null}
        </div>
      </form>
    </search>
  );
}

/** The list's search (`q`), with its hint (`filter.search`, `filter.searchHint`). */
export function SearchField({
  t,
  value,
  maxLength = 200,
}: {
  t: FilterWords<'filter.search' | 'filter.searchHint'>;
  value: string;
  maxLength?: number;
}) {
  return (
    <TextField
      name="q"
      type="search"
      label={t('filter.search')}
      hint={t('filter.searchHint')}
      defaultValue={value}
      maxLength={maxLength}
    />
  );
}
