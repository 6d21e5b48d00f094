import 'server-only';
import { getLinks } from '@/lib/shop-context.server';
import type { CartPageNotice } from './cart-page-notice';

/** The cart's page (the checkout's), saying what became of a change made without JavaScript. */
export async function cartPageHref(notice: CartPageNotice): Promise<string> {
  return (await getLinks()).route('checkout', {}, { ...notice });
}
