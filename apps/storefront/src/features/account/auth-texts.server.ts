import 'server-only';
import { getTranslations } from 'next-intl/server';
import { CUSTOMER_TYPES, type CustomerType } from '@/lib/config';
import { AUTH_TEXT_KEYS, type AuthTexts } from './auth-texts';

/** The sign-in texts in the page's language. */
export async function authTexts(): Promise<AuthTexts> {
  const [t, tLayout, tCustomerType] = await Promise.all([
    getTranslations('auth'),
    getTranslations('layout'),
    getTranslations('customerType'),
  ]);
  return {
    ...(Object.fromEntries(AUTH_TEXT_KEYS.map((key) => [key, t(key)])) as Record<
      (typeof AUTH_TEXT_KEYS)[number],
      string
    >),
    close: tLayout('close'),
    customerTypes: Object.fromEntries(
      CUSTOMER_TYPES.map(({ type }) => [type, tCustomerType(type)]),
    ) as Record<CustomerType, string>,
  };
}
