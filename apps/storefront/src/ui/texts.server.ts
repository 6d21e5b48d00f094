import 'server-only';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { PriceTexts } from './price';
import type { StockStatus } from './stock-badge';

/** The texts of a price on a product page or card, in the page's language. */
export async function priceTexts(): Promise<PriceTexts> {
  const [tProduct, tPrice] = await Promise.all([getTranslations('product'), getTranslations('price')]);
  return {
    regularPrice: tProduct.raw('regularPrice') as string,
    discount: tProduct.raw('discount') as string,
    incVat: tPrice('incVat'),
    exVat: tPrice('exVat'),
  };
}

/** "Bara 3 kvar": a stock status in words. */
export async function stockText(status: StockStatus, inStock: number): Promise<string> {
  const t = await getTranslations('stock');
  return t(status, { quantity: inStock });
}

/** "4,3 av 5 stjärnor": an average rating in words. */
export async function ratingText(score: number): Promise<string> {
  const [t, format] = await Promise.all([getTranslations('reviews'), getFormatter()]);
  return t('average', { score: format.number(score, { maximumFractionDigits: 1 }) });
}
