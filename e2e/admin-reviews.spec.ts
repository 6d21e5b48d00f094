import { expect, test } from '@playwright/test';
import { freshEmail, register } from './account';
import { addMember, adminPage, adminText, signIn } from './admin';
import { expectNoAxeViolations } from './axe';
import { API_KEY } from './commerce-api';
import { messages } from './messages';

const sv = messages('sv');
const desk = adminText('sv', 'reviews');

test('a posted review waits; a marketing member answers and approves it at the desk, and the product page shows both at once', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  // A leaf blower no review names yet: no other test posts in that category.
  const response = await request.post('/graphql', {
    headers: { 'x-apikey': API_KEY },
    data: {
      query:
        '{ products(take: 100, categoryAlias: "lovblasare") { products { alias name rating { voteCount } } } }',
    },
  });
  const { products } = (await response.json()).data.products as {
    products: { alias: string; name: string; rating: { voteCount: number } }[];
  };
  const product = products.find((p) => p.rating.voteCount === 0);
  if (!product) throw new Error('The seeded catalog has no leaf blower without reviews');
  const comment = `Blåser undan löven på en kvart (${Date.now()}).`;
  const reply = 'Tack! Ett extra batteri finns som tillbehör.';

  // The shopper posts it and is told it shows once read.
  await register(page, 'sv', freshEmail());
  await page.goto(`/p/${product.alias}`);
  const reviews = page.getByRole('region', { name: sv('reviews.title') });
  await expect(reviews.getByText(sv('reviews.howChecked'))).toBeVisible();
  const form = page.getByRole('form', { name: sv('reviews.formTitle') });
  await form.getByRole('radio', { name: '5 stjärnor' }).check();
  await form.getByLabel(sv('reviews.author')).fill('Lövblåsar-Lena');
  await form.getByLabel(sv('reviews.comment')).fill(comment);
  await form.getByRole('button', { name: sv('reviews.submit') }).click();
  await expect(form.getByRole('status')).toHaveText(sv('reviews.thanksPending'));
  await page.reload();
  await expect(reviews.getByText(comment)).toHaveCount(0);

  // A marketing member finds it among those waiting, answers and approves it.
  const staff = await adminPage(browser, 'sv');
  await signIn(staff, 'sv', addMember('marketing'));
  await staff.getByRole('link', { name: desk('nav'), exact: true }).click();
  await expect(staff.getByRole('heading', { level: 1, name: desk('title') })).toBeVisible();
  await expect(staff.getByRole('link', { name: /^Väntar/ })).toHaveAttribute('aria-current', 'page');
  const card = staff.getByRole('article').filter({ hasText: comment });
  await expect(card.getByText(desk('status.PENDING'))).toBeVisible();
  await expectNoAxeViolations(staff);
  const id = (await card.getAttribute('id'))?.replace('review-', '') ?? '';

  await card.getByLabel(desk('forms.reply')).fill(reply);
  await card.getByRole('button', { name: desk('forms.saveReply') }).click();
  await expect(staff.getByRole('status')).toHaveText(desk('done.replied', { id }));
  await card.getByRole('button', { name: desk('forms.approve') }).click();
  await expect(staff.getByRole('status')).toHaveText(desk('done.approved', { id }));
  await expect(staff.getByRole('article').filter({ hasText: comment })).toHaveCount(0);
  const approvedAt = performance.now();

  // The shop's cached page shows the review and the reply on the first visit after: the approval
  // expired it before it answered.
  await page.goto(`/p/${product.alias}`);
  const loadedAt = performance.now();
  await expect(reviews.getByText(comment)).toBeVisible({ timeout: 1_000 });
  const shown = reviews.getByRole('listitem').filter({ hasText: comment });
  await expect(shown.getByText(sv('reviews.reply'))).toBeVisible({ timeout: 1_000 });
  await expect(shown.getByText(reply)).toBeVisible({ timeout: 1_000 });
  console.log(
    `review and reply on the first page after the approval: loaded ${Math.round(loadedAt - approvedAt)} ms after it, shown ${Math.round(performance.now() - loadedAt)} ms later`,
  );

  // The approved tab lists it with who decided, in English too.
  await staff.goto('/en/reviews?status=approved');
  const approved = staff.getByRole('article').filter({ hasText: comment });
  await expect(approved.getByText(adminText('en', 'reviews')('status.APPROVED'))).toBeVisible();
  await expect(approved.getByLabel(adminText('en', 'reviews')('forms.reply'))).toHaveValue(reply);
  await expectNoAxeViolations(staff);
});
