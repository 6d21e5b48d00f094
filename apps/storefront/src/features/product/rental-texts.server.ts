import 'server-only';
import { getTranslations } from 'next-intl/server';
import { RENTAL_ISLAND_KEYS, type RentalProblem, type RentalTexts } from './rental-texts';

/** The booking island's texts in the page's language, for a machine hired at least `minimumDays`. */
export async function rentalTexts(minimumDays: number): Promise<RentalTexts> {
  const [t, tProduct] = await Promise.all([getTranslations('rental'), getTranslations('product')]);
  const texts = Object.fromEntries(RENTAL_ISLAND_KEYS.map((key) => [key, t.raw(key) as string]));
  // Each of the schema's codes has its words in every language (rental-texts.test.ts reads the schema).
  const codes = Object.keys(t.raw('problems') as Record<RentalProblem, string>) as RentalProblem[];
  const problems = Object.fromEntries(
    codes.map((code) => [code, t(`problems.${code}`, { days: minimumDays })]),
  ) as Record<RentalProblem, string>;
  return {
    ...(texts as Record<(typeof RENTAL_ISLAND_KEYS)[number], string>),
    problems,
    addToCart: tProduct('addToCart'),
  };
}
