import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { API_KEY } from './commerce-api';
import { type Locale, messages } from './messages';

const LANGUAGE_IDS: Record<Locale, string> = {
  sv: 'sv-SE',
  da: 'da-DK',
  en: 'en-GB',
  fi: 'fi-FI',
  nb: 'nb-NO',
};

/** Spark plugs: bought by the piece, none sold in sizes, 3 for 2 in the demo shop. */
export const SPARK_PLUGS = '/c/reservdelar/tandstift';

export interface ListedProduct {
  name: string;
  canonicalUrl: string;
  maxQuantity: number;
  sizeRequired: boolean;
  skus: { skuId: number }[];
}

/** A category's products as the API lists them in a language. */
export async function productsIn(
  request: APIRequestContext,
  categoryAlias: string,
  locale: Locale,
): Promise<ListedProduct[]> {
  const response = await request.post('/graphql', {
    headers: { 'x-apikey': API_KEY },
    data: {
      query: `{ products(take: 100, categoryAlias: "${categoryAlias}", languageId: "${LANGUAGE_IDS[locale]}") {
        products { name canonicalUrl maxQuantity sizeRequired skus { skuId } } } }`,
    },
  });
  return (await response.json()).data.products.products;
}

/** The cart the API keeps under an id, priced in a market and language. */
export async function cartInApi(
  request: APIRequestContext,
  id: string,
  marketId: string,
  languageId: string,
) {
  const response = await request.post('/graphql', {
    headers: { 'x-apikey': API_KEY },
    data: {
      query: `query ($id: String) { getCart(id: $id, marketId: "${marketId}", languageId: "${languageId}") {
        id promoCode giftCardCode items { skuId quantity product { name } }
        summary { total { sellingPriceIncVatFormatted sellingPriceExVatFormatted } }
      } }`,
      variables: { id },
    },
  });
  const body = await response.json();
  expect(body.errors).toBeUndefined();
  return body.data.getCart as {
    id: string;
    promoCode: string | null;
    giftCardCode: string | null;
    items: { skuId: number; quantity: number; product: { name: string } }[];
    summary: { total: { sellingPriceIncVatFormatted: string; sellingPriceExVatFormatted: string } };
  };
}

/** A new cart made through the API, holding one unit of a SKU. */
export async function cartWith(request: APIRequestContext, skuId: number): Promise<string> {
  const post = async (query: string, variables: Record<string, unknown>) =>
    (await request.post('/graphql', { headers: { 'x-apikey': API_KEY }, data: { query, variables } })).json();
  const created = await post('{ getCart(id: "") { id } }', {});
  const id: string = created.data.getCart.id;
  const added = await post(
    'mutation ($id: String!, $skuId: Int!) { addToCart(id: $id, item: { skuId: $skuId, quantity: 1 }) { id } }',
    { id, skuId },
  );
  expect(added.errors).toBeUndefined();
  return id;
}

/** The cart id in the browser's cart cookie. */
export async function cartCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === 'mb-cart')?.value;
}

/** A message with its `{arguments}` filled, as the page shows it. */
export function filled(locale: Locale, key: string, values: Record<string, string | number>): string {
  return messages(locale)(key).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}

/** The header's cart button's name with `count` items in the cart. */
export const items = (locale: Locale, count: number) =>
  filled(locale, 'cart.buttonLabel', {
    items: filled(locale, count === 1 ? 'cart.itemsOne' : 'cart.itemsOther', { count }),
  });

/** A message with `{arguments}` as a pattern that matches any value of them. */
export function pattern(locale: Locale, ...keys: string[]): RegExp {
  const escaped = keys.map((key) =>
    messages(locale)(key)
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\\\{\w+\\\}/g, '(.+)'),
  );
  return new RegExp(`^${escaped.join(' ')}$`);
}

/** Moves the focus to a control and presses a key on it, as a keyboard user does. */
export async function press(target: Locator, key = 'Enter') {
  await target.focus();
  await target.press(key);
}

/** Types into a field from the keyboard, replacing what it held. */
export async function typeInto(field: Locator, text: string) {
  await field.focus();
  await field.press('ControlOrMeta+a');
  await field.pressSequentially(text);
}

/** The header's cart button (a button once the page runs). */
export const cartButton = (page: Page, locale: Locale) =>
  page.getByRole('banner').getByRole('button', { name: messages(locale)('cart.title') });

/** The open cart panel. */
export const cartPanel = (page: Page, locale: Locale) =>
  page.getByRole('dialog', { name: messages(locale)('cart.title') });
