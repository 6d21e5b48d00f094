import 'server-only';
import { getTranslations } from 'next-intl/server';
import { CUSTOMER_TYPES, type CustomerType } from '@/lib/config';
import type { CustomerTypeTexts } from './customer-type-toggle';
import type { MarketTexts } from './market-texts';

/** The customer-type toggle's texts in the page's language. */
export async function customerTypeTexts(): Promise<CustomerTypeTexts> {
  const t = await getTranslations('customerType');
  return {
    label: t('label'),
    types: Object.fromEntries(CUSTOMER_TYPES.map(({ type }) => [type, t(type)])) as Record<
      CustomerType,
      string
    >,
  };
}

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
