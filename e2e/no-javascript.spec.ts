import { type APIRequestContext, expect, test } from '@playwright/test';
import { messages } from './messages';

const API_KEY = 'demo-storefront-key';
const sv = messages('sv');
const en = messages('en');

/** Products without reviews, so each test sees only its own. */
async function unreviewedProducts(request: APIRequestContext): Promise<string[]> {
  const response = await request.post('/graphql', {
    headers: { 'x-apikey': API_KEY },
    data: {
      query:
        '{ products(take: 100, categoryAlias: "motorsagar") { products { alias rating { voteCount } } } }',
    },
  });
  const { products } = (await response.json()).data.products as {
    products: { alias: string; rating: { voteCount: number } }[];
  };
  const aliases = products.filter((p) => p.rating.voteCount === 0).map((p) => p.alias);
  expect(aliases.length, 'products without reviews').toBeGreaterThanOrEqual(3);
  return aliases;
}

/** The next request is answered at once: the post left nothing running. */
async function expectServerAnswers(request: APIRequestContext) {
  const started = performance.now();
  const response = await request.get('/', { timeout: 5_000 });
  expect(response.status()).toBe(200);
  console.log(`next request answered in ${Math.round(performance.now() - started)} ms`);
}

/** The hidden fields a server-action form carries, read from the page's HTML as a bot would. */
function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [, name, value = ''] of html.matchAll(
    /<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g,
  )) {
    fields[name as string] = value.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
  }
  return fields;
}

test.describe('forms without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the review form answers with the page: refused fields marked and kept, then saved', async ({
    page,
    request,
  }) => {
    const [alias] = await unreviewedProducts(request);
    await page.goto(`/p/${alias}`);
    const form = page.getByRole('form', { name: sv('reviews.formTitle') });
    // No rating: the browser checks nothing without JavaScript, so the commerce API refuses it.
    await form.getByLabel(sv('reviews.author')).fill('Utan Skript');
    await form.getByLabel(sv('reviews.comment')).fill('Går att skicka utan JavaScript.');
    await form.getByRole('button', { name: sv('reviews.submit') }).click();
    await expect(form.getByRole('status')).toHaveText(sv('reviews.invalid'));
    await expect(form.getByText(sv('reviews.ratingRequired'))).toBeVisible();
    await expect(form.getByLabel(sv('reviews.author'))).toHaveValue('Utan Skript');
    await expect(form.getByLabel(sv('reviews.comment'))).toHaveValue('Går att skicka utan JavaScript.');
    await expectServerAnswers(request);

    await form.getByRole('radio', { name: '3 stjärnor' }).check();
    await form.getByRole('button', { name: sv('reviews.submit') }).click();
    await expect(form.getByRole('status')).toHaveText(sv('reviews.thanks'));
    const reviews = page.getByRole('region', { name: sv('reviews.title') });
    await expect(reviews.getByText('Går att skicka utan JavaScript.')).toBeVisible();
    await expect(form.getByLabel(sv('reviews.author'))).toHaveValue('');
    await expectServerAnswers(request);
  });

  test('in English too', async ({ page, request }) => {
    const [, alias] = await unreviewedProducts(request);
    await page.goto(`/en/p/${alias}`);
    const form = page.getByRole('form', { name: en('reviews.formTitle') });
    await form.getByRole('radio', { name: '5 stars' }).check();
    await form.getByLabel(en('reviews.author')).fill('No Script');
    await form.getByLabel(en('reviews.comment')).fill('Sent with scripts switched off.');
    await form.getByRole('button', { name: en('reviews.submit') }).click();
    await expect(form.getByRole('status')).toHaveText(en('reviews.thanks'));
    await expect(page.getByText('Sent with scripts switched off.')).toBeVisible();
    await expectServerAnswers(request);
  });

  test('a bot’s post with the form’s own fields and no Origin is answered, not left hanging', async ({
    request,
  }) => {
    const [, , alias] = await unreviewedProducts(request);
    const html = await (await request.get(`/p/${alias}`)).text();
    const fields = hiddenFields(html);
    expect(Object.keys(fields).some((name) => name.startsWith('$ACTION_'))).toBe(true);
    const post = (extra: Record<string, string>) =>
      request.post(`/p/${alias}`, { multipart: { ...fields, ...extra }, timeout: 10_000 });

    const saved = await post({ rating: '5', author: 'Botten Bot', comment: 'Postad som formulär.' });
    expect(saved.status()).toBe(200);
    expect(await saved.text()).toContain(sv('reviews.thanks'));
    await expectServerAnswers(request);

    // A tampered action is refused at once.
    const unknown = hiddenFields(html);
    for (const name of Object.keys(unknown)) {
      unknown[name] = (unknown[name] as string).replace(/"id":"[0-9a-f]+"/, `"id":"${'ab'.repeat(21)}"`);
    }
    const tampered = await request.post(`/p/${alias}`, {
      multipart: { ...unknown, rating: '5', author: 'X', comment: 'Y' },
      timeout: 10_000,
    });
    expect(tampered.status()).toBeLessThan(500);
    await expectServerAnswers(request);
  });
});
