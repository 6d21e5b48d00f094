import 'server-only';
import { getTranslations } from 'next-intl/server';
import { RENTAL_PROBLEMS, type RentalProblem } from '@/lib/rental-period';
import { RENTAL_ISLAND_KEYS, type RentalTexts } from './rental-texts';

/** The booking island's texts in the page's language, for a machine hired at least `minimumDays`. */
export async function rentalTexts(minimumDays: number): Promise<RentalTexts> {
  const [t, tProduct] = await Promise.all([getTranslations('rental'), getTranslations('product')]);
  const texts = Object.fromEntries(RENTAL_ISLAND_KEYS.map((key) => [key, t.raw(key) as string]));
  const problems = Object.fromEntries(
    RENTAL_PROBLEMS.map((code) => [code, t(`problems.${code}`, { days: minimumDays })]),
  ) as Record<RentalProblem, string>;
  return {
    ...(texts as Record<(typeof RENTAL_ISLAND_KEYS)[number], string>),
    problems,
    addToCart: tProduct('addToCart'),
  };
}
