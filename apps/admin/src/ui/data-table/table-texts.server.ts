import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { DataTableTexts } from './data-table';

/** Every table's own texts, in the request's language (messages/{locale}/common.json, `table`). */
export async function dataTableTexts(): Promise<DataTableTexts> {
  const t = await getTranslations('common');
  return {
    empty: t('table.empty'),
    sortedAscending: t('table.sortedAscending'),
    sortedDescending: t('table.sortedDescending'),
  };
}

/** A pager's texts: its name, previous and next. */
export async function pagerTexts(): Promise<{ label: string; previous: string; next: string }> {
  const t = await getTranslations('common');
  return { label: t('table.pages'), previous: t('table.previous'), next: t('table.next') };
}
