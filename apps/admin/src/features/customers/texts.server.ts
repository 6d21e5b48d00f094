import 'server-only';
import { getTranslations } from 'next-intl/server';

/** The texts every table and pager of the desk needs (messages/{locale}/common.json, `table`). */
export async function tableTexts() {
  const t = await getTranslations('common');
  return {
    table: {
      empty: t('table.empty'),
      sortedAscending: t('table.sortedAscending'),
      sortedDescending: t('table.sortedDescending'),
    },
    pager: { label: t('table.pages'), previous: t('table.previous'), next: t('table.next') },
  };
}

/** The API's refusals as the desk words them, then the app's own (signed out, forbidden, ...). */
export async function problemTexts(): Promise<Record<string, string>> {
  const [t, tCommon] = await Promise.all([getTranslations('customers'), getTranslations('common')]);
  return {
    ...(tCommon.raw('formErrors') as Record<string, string>),
    ...(t.raw('problems') as Record<string, string>),
  };
}
