import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '#src/db/schema.ts';
import { digest, registerCustomer } from './auth-client.ts';
import { checkoutFixtures } from './checkout-fixtures.ts';
import { TEST_API_KEY } from './harness.ts';
import { type PlatformDocument, platformDocuments } from './platform-documents.ts';
import { useTestApi } from './suite.ts';

/**
 * The original storefront's operations, written down as it sends them (same operations, arguments,
 * variables and selections; see platform-documents.ts), must validate against the exported schema
 * and answer without errors: a drift of a name or a shape fails here. A `{{fixture}}` placeholder in
 * the variables is filled from the seeded database; `"authorization": "Bearer {{bearer}}"` in the
 * headers sends the document as a customer of its own, registered through /auth for it.
 */
const schema = buildSchema(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));
const documents = platformDocuments();
const { api, data, aliases, db } = useTestApi();

let seeded: Promise<Record<string, unknown>> | undefined;
const fixtures = () => {
  seeded ??= readFixtures();
  return seeded;
};

/** Values the documents' variables name as `{{fixture}}`: things of the seeded catalog, and carts made through the API. */
async function readFixtures(): Promise<Record<string, unknown>> {
  const [productAlias] = await aliases();
  const first = await data<{
    product: { skus: { skuId: number }[]; primaryCategory: { alias: string }; brand: { alias: string } };
  }>(
    `query ($alias: String!) {
    product(alias: $alias) { skus { skuId } primaryCategory { alias } brand { alias } }
  }`,
    { alias: productAlias },
  );
  return {
    productAlias,
    skuId: first.product.skus[0]?.skuId,
    categoryAlias: first.product.primaryCategory.alias,
    brandAlias: first.product.brand.alias,
    ...(await checkoutFixtures(data, db())),
  };
}

/** A reset key as the reset mail carries it (the test API keeps mail in the outbox table). */
async function mailedResetKey(): Promise<string> {
  const customer = await registerCustomer(api().url);
  await data('mutation ($email: String!) { requestPasswordReset(email: $email) }', {
    email: customer.username,
  });
  for (let tries = 0; tries < 50; tries++) {
    const [mail] = await api()
      .database.db.select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, customer.username), eq(mailOutbox.kind, 'password-reset')));
    const key = mail && /resetKey=([\w-]+)/.exec(mail.text)?.[1];
    if (key) return key;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('No reset mail in the outbox');
}

/** Fixtures made anew for each document that names them: a customer of its own, a fresh reset key. */
const PER_DOCUMENT: Record<string, () => Promise<unknown>> = {
  bearer: async () => (await registerCustomer(api().url)).token,
  customerEmail: async () => (await registerCustomer(api().url)).username,
  resetKey: mailedResetKey,
  passwordDigest: async () => digest('ett-nytt-losen'),
  apiKey: async () => TEST_API_KEY,
};

async function fixturesFor(d: PlatformDocument): Promise<Record<string, unknown>> {
  const values = { ...(await fixtures()) };
  const named = JSON.stringify([d.variables, d.headers]).matchAll(/\{\{(\w+)\}\}/g);
  for (const [, name] of named) {
    const make = PER_DOCUMENT[name as string];
    if (make) values[name as string] = await make();
  }
  return values;
}

function filled(value: unknown, values: Record<string, unknown>): unknown {
  if (typeof value === 'string') {
    const fixture = (name: string) => {
      if (!(name in values)) throw new Error(`No fixture ${name}`);
      return values[name];
    };
    const whole = /^\{\{(\w+)\}\}$/.exec(value)?.[1];
    if (whole) return fixture(whole);
    return value.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(fixture(name)));
  }
  if (Array.isArray(value)) return value.map((v) => filled(v, values));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, filled(v, values)]));
  }
  return value;
}

// biome-ignore lint/suspicious/noExplicitAny: answers are untyped JSON; each check reads the paths it knows
type Answer = Record<string, any>;

/** What some answers must mean, beyond having no errors: the platform's units and shapes. */
const MEANINGS: Record<string, (data: Answer) => void> = {
  'catalog/product': ({ product }) => {
    const price = product.unitPrice;
    // Major units: the formatted amount shows the same number (sv-SE: "12 990 kr" or "149,50 kr").
    const shown = Number(price.sellingPriceIncVatFormatted.replace(/[^\d,]/g, '').replace(',', '.'));
    expect(shown).toBe(price.sellingPriceIncVat);
    expect(product.skus.length).toBeGreaterThan(0);
    // No product of the shop is a package: the platform's answer for a plain product.
    expect(product.type).toBe('product');
    expect(product.productPackage).toBeNull();
    expect(product.images.length).toBeGreaterThan(0);
  },
  'catalog/brands-by-products': ({ products }) => {
    const values = (type: string) =>
      products.filters.facets.filter((f: Answer) => f.type === type).flatMap((f: Answer) => f.values);
    expect(values('Brand').length).toBeGreaterThan(0);
    for (const v of values('Brand')) expect(v.url).toMatch(/^\/b\/[\w-]+$/);
    for (const v of values('Category')) expect(v.url).toMatch(/^\/c\/[\w-]+(\/[\w-]+)*$/);
    for (const v of values('Sku')) expect(v.url).toBeNull();
  },
  'catalog/categories-with-api-key': ({ categories }) => {
    const byId = new Map(categories.map((c: Answer) => [c.categoryId, c]));
    expect(Math.max(...categories.map((c: Answer) => c.activeProducts))).toBeGreaterThan(0);
    // A category's list shows those of the categories below it too.
    for (const c of categories) {
      const parent = byId.get(c.parentCategoryId) as Answer | undefined;
      if (parent) expect(c.activeProducts).toBeLessThanOrEqual(parent.activeProducts);
    }
  },
  'catalog/brand-page': ({ listPageInfo }) => {
    expect(listPageInfo.brandId).toBeGreaterThan(0);
    expect(listPageInfo.logo).toBeNull();
  },
  'catalog/category-page': ({ listPageInfo }) => expect(listPageInfo.canonicalUrl).toMatch(/^\/c\//),
  'catalog/category-products': ({ products }) => expectPlatformList(products, 'PRICE'),
  'catalog/brand-products': ({ products }) => expectPlatformList(products, 'PRICE'),
  'catalog/products-with-api-key': ({ products }) => expect(products.products.length).toBeGreaterThan(0),
  'catalog/search': ({ products }) => {
    expect(products.count).toBeGreaterThan(0);
    for (const p of products.products) expect(p.categories.length).toBeGreaterThan(0);
  },
  'catalog/products': ({ products }) => {
    expect(products.products.length).toBeGreaterThan(0);
    for (const p of products.products) expect(p.type).toBe('product');
  },
  'catalog/list-filters': ({ products }) => {
    expect(products.count).toBeGreaterThan(0);
    expect(products.filters.facets.map((f: Answer) => f.filterId)).toContain('brands');
  },
  'catalog/list-page': ({ listPageInfo }) => expect(listPageInfo.canonicalUrl).toMatch(/^\/b\//),
  'catalog/related-products': ({ relatedProducts }) => {
    expect(relatedProducts.length).toBeGreaterThan(0);
    for (const p of relatedProducts) expect(p.relation).toBe('RELATED');
  },
  'catalog/post-product-review': ({ postProductReview }) => expect(postProductReview).toBe(true),
  'catalog/monitor-availability': ({ monitorProductAvailability }) =>
    expect(monitorProductAvailability).toBe(true),
  'other/newsletter': ({ subscribeToNewsletter }) => expect(subscribeToNewsletter).toBe(true),
  'checkout/create-or-update': ({ createOrUpdateCheckout: checkout }) => {
    expect(checkout.email).toBe('anna.andersson@example.se');
    expect(checkout.cart.items.length).toBe(1);
    expect(checkout.consents).toEqual([{ type: 'ORDER', checked: false }]);
    expect(JSON.parse(checkout.shippingData).options.length).toBeGreaterThan(0);
  },
  'checkout/set-cart-shipping-fee': ({ setCartShippingFee: checkout }) => {
    const selected = checkout.shippingOptions.filter((o: Answer) => o.isSelected);
    expect(selected).toHaveLength(1);
    expect(checkout.cart.summary.shipping.feeIncVatFormatted).toBe(selected[0].feeIncVatFormatted);
    expect(checkout.paymentOptions.map((p: Answer) => p.paymentType)).toEqual(['STANDARD']);
  },
  'checkout/place-order': ({ placeOrder }) => {
    expect(placeOrder.status).toBe('OK');
    expect(Number(placeOrder.orderId)).toBeGreaterThan(0);
    expect(placeOrder.redirectUrl).toMatch(/^\/checkout\/confirm\?id=[0-9a-f-]{36}&paymentType=STANDARD/);
  },
  'checkout/checkout-confirm': ({ checkout }) => {
    expect(checkout.completed).toBe(true);
    expect(checkout.htmlSnippet).toBeNull();
    expect(checkout.nthPurchase).toBeGreaterThanOrEqual(1);
    expect(checkout.order).toMatchObject({
      firstName: 'Anna',
      email: 'anna.andersson@example.se',
      currency: 'SEK',
    });
    expect(checkout.order.itemValueIncVat).toBeGreaterThan(checkout.order.itemValueExVat);
  },
  'checkout/get-checkout-and-order': ({ getCheckoutAndOrder }) => {
    expect(getCheckoutAndOrder.order.firstName).toBe('Anna');
    expect(Number(getCheckoutAndOrder.order.orderId)).toBeGreaterThan(0);
  },
  // The invoice has no provider widget: no snippet, for a placed order too.
  'checkout/get-checkout': ({ getCheckout }) => expect(getCheckout).toBeNull(),
  'user/get': ({ getUser }) => {
    expect(getUser.email).toMatch(/@example\.se$/);
    expect(getUser.customerType).toBe('PERSON');
    expect(getUser.address.firstName).toBe('');
  },
  'user/get-with-api-key': ({ getUser }) => expect(getUser.email).toMatch(/@example\.se$/),
  // A customer of its own, who has bought nothing yet.
  'user/orders-with-api-key': ({ getOrders }) => expect(getOrders).toEqual([]),
  'user/register': ({ updateUser }) => expect(updateUser.email).toMatch(/@example\.se$/),
  'user/update': ({ updateUser }) => {
    expect(updateUser.personalId).toBe('811218-9876');
    expect(updateUser.address).toMatchObject({
      firstName: 'Nils',
      careOf: 'Mårtensson',
      entryCode: '4711',
      addressLine2: '',
    });
  },
  'user/update-with-api-key': ({ updateUser }) =>
    expect(updateUser.address).toMatchObject({ firstName: 'Selma', city: 'Mårbacka' }),
  'user/delete': ({ deleteUser }) => expect(deleteUser).toBe(true),
  'user/pw-reset-request': ({ requestPasswordReset }) => expect(requestPasswordReset).toBe(true),
  'user/pw-reset-commit': ({ commitReset }) => expect(commitReset).toBe(true),
  'other/sdk-menu': ({ getMenuAtLocation: menu }) => {
    const items = menu.menuItems.flatMap((i: Answer) => [i, ...i.children]);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect([item.open, item.hidden]).toEqual([false, false]);
  },
  'other/widget-area': ({ widgetArea }) => {
    const images = widgetArea.containers.flatMap((c: Answer) => c.widgets.flatMap((w: Answer) => w.images));
    expect(images.length).toBeGreaterThan(0);
    expect(images[0].largestSize).toEqual({ imageWidth: 800, imageHeight: 800 });
  },
};

/** A list page of products sorted as asked (the older `sort` argument), each a plain product, with its facets. */
function expectPlatformList(products: Answer, sort: 'PRICE') {
  expect(products.count).toBeGreaterThan(0);
  const prices = products.products.map((p: Answer) => p.unitPrice.sellingPriceIncVat);
  if (sort === 'PRICE') expect(prices).toEqual([...prices].sort((a, b) => a - b));
  for (const p of products.products) expect(p.type).toBe('product');
  expect(products.filters.facets.length).toBeGreaterThan(0);
}

describe("the original storefront's documents", () => {
  it('are written down for every area', () => {
    expect(documents.length).toBeGreaterThan(0);
  });

  it.each(documents.map((d) => [d.name, d] as const))('%s validates against schema.graphql', (_name, d) => {
    expect(validate(schema, parse(d.text)).map((e) => e.message)).toEqual([]);
  });

  it.each(documents.map((d) => [d.name, d] as const))('%s answers without errors', async (_name, d) => {
    const values = await fixturesFor(d);
    const variables = filled(d.variables, values) as Record<string, unknown>;
    const headers = filled(d.headers, values) as Record<string, string>;
    const { status, body } = await api().graphql(d.text, variables, { 'x-apikey': TEST_API_KEY, ...headers });
    expect(body.errors).toBeUndefined();
    expect(status).toBe(200);
    expect(body.data).toBeTruthy();
    MEANINGS[d.name]?.(body.data as Answer);
  });
});
