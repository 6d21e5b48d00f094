import 'server-only';
import { getTranslations } from 'next-intl/server';
import { CHECKOUT_TEXT_KEYS, type CheckoutTexts } from './checkout-texts';
import { FIELD_PROBLEMS } from './field-problems';

const PROBLEM_KEYS = [
  ...FIELD_PROBLEMS.filter((p) => p !== 'INVALID_IDENTITY_NUMBER'),
  'INVALID_PERSONAL_ID',
  'INVALID_ORGANIZATION_ID',
] as const;

/** The checkout form's texts in the page's language. */
export async function checkoutTexts(): Promise<CheckoutTexts> {
  const t = await getTranslations('checkout');
  return {
    ...(Object.fromEntries(CHECKOUT_TEXT_KEYS.map((key) => [key, t(key)])) as Record<
      (typeof CHECKOUT_TEXT_KEYS)[number],
      string
    >),
    problems: Object.fromEntries(
      PROBLEM_KEYS.map((key) => [key, t(`problems.${key}`)]),
    ) as CheckoutTexts['problems'],
  };
}
