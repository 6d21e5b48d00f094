import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { MarketTexts } from './market-selector';

/** The market selector's and panel's texts in the page's language. */
export async function marketTexts(): Promise<MarketTexts> {
  const t = await getTranslations('market');
  return {
    label: t('label'),
    option: t.raw('option') as string,
    close: t('close'),
    current: t('current'),
    groups: t.raw('groups') as Record<string, string>,
  };
}
