import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/routing/locales';
import { CART_TEXT_KEYS, type CartTexts } from './cart-texts';

/**
 * The cart's texts in the page's language (or `locale`, for a form action, which runs outside a
 * page), raw where the browser fills in what the shopper did.
 */
export async function cartTexts(locale?: Locale): Promise<CartTexts> {
  const translations = (namespace: string) =>
    locale ? getTranslations({ locale, namespace }) : getTranslations(namespace);
  const [t, tLayout, tPrice, tProduct] = await Promise.all([
    translations('cart'),
    translations('layout'),
    translations('price'),
    translations('product'),
  ]);
  const texts = Object.fromEntries(CART_TEXT_KEYS.map((key) => [key, t.raw(key) as string]));
  return {
    ...(texts as Record<(typeof CART_TEXT_KEYS)[number], string>),
    close: tLayout('close'),
    incVat: tPrice('incVat'),
    exVat: tPrice('exVat'),
    regularPrice: tProduct.raw('regularPrice') as string,
  };
}
