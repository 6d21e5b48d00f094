import { and, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox, productTexts, skus, stockAlerts } from '#src/db/schema.ts';
import { RATE_LIMITS } from '#src/modules/rate-limits/index.ts';
import { TEST_API_KEY, TEST_STAFF_API_KEY } from './harness.ts';
import { asShopper } from './shopper-address.ts';
import { recipientOf, type SmtpInbox, startSmtpInbox } from './smtp-inbox.ts';
import { useTestApi } from './suite.ts';

// A real SMTP server: back-in-stock mail goes over SMTP_URL as it would in production.
const inbox: SmtpInbox = await startSmtpInbox();
afterAll(() => inbox.close());
const { api, db } = useTestApi({
  products: 30,
  server: { mail: { smtpUrl: inbox.url, pollSeconds: 0.2 }, stockAlerts: { pollSeconds: 0.2 } },
});

const MONITOR = `mutation ($email: String!, $skuId: Int!, $languageId: String, $marketId: String) {
  monitorProductAvailability(email: $email, skuId: $skuId, languageId: $languageId, marketId: $marketId)
}`;
const SET_STOCK = `mutation ($skuId: Int!, $inStock: Int!) {
  setSkuStock(skuId: $skuId, inStock: $inStock) { skuId }
}`;

const monitor = (variables: Record<string, unknown>) =>
  api().graphql<{ monitorProductAvailability: boolean | null }>(MONITOR, variables);

let nextSku = 0;
/** A SKU of its own for each test, sold out: nothing in stock, from the supplier or always there. */
async function soldOutSku() {
  const rows = await db().select({ id: skus.id, productId: skus.productId }).from(skus).orderBy(skus.id);
  const sku = rows[nextSku++ * 3] as { id: number; productId: number };
  await db().update(skus).set({ inStock: 0, oversellable: 0, static: 0 }).where(eq(skus.id, sku.id));
  return sku;
}

async function setStock(skuId: number, inStock: number) {
  const { status, body } = await api().graphql(
    SET_STOCK,
    { skuId, inStock },
    { 'x-apikey': TEST_STAFF_API_KEY },
  );
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
}

const mailsTo = (email: string) => inbox.received.filter((mail) => recipientOf(mail) === email);
const alertsOf = (email: string) => db().select().from(stockAlerts).where(eq(stockAlerts.email, email));
/** Long enough for a poll (0.2 s) and a delivery to have happened, had anything been due. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 800));

async function nameOf(productId: number, languageCode: string) {
  const [row] = await db()
    .select({ name: productTexts.name })
    .from(productTexts)
    .where(and(eq(productTexts.productId, productId), eq(productTexts.languageCode, languageCode)));
  return row?.name as string;
}

describe('monitorProductAvailability (notify-me)', () => {
  it('mails once when a sold-out SKU comes back: not for a second rise, not after a restart', async () => {
    const sku = await soldOutSku();
    const email = 'vantar@example.se';
    for (const _ of [1, 2]) {
      const { body } = await monitor({ email: ' Vantar@Example.se ', skuId: sku.id });
      expect(body).toEqual({ data: { monitorProductAvailability: true } });
    }
    expect(await alertsOf(email)).toHaveLength(1);
    await settle();
    expect(mailsTo(email)).toHaveLength(0);

    await setStock(sku.id, 4);
    const mail: ParsedMail = await inbox.next((m) => recipientOf(m) === email);
    const name = await nameOf(sku.productId, 'sv');
    expect(mail.subject).toContain(name);
    expect(mail.subject).toContain('finns i lager igen');
    expect(mail.headers.get('content-language')).toBe('sv');
    expect(mail.text).toMatch(/http:\/\/[^/\s]+\/p\/[\w-]+\n/);
    const [alert] = await alertsOf(email);
    expect(alert).toMatchObject({ state: 'sent', mailId: expect.any(Number) });

    await setStock(sku.id, 0);
    await setStock(sku.id, 7);
    await api().restart();
    await settle();
    expect(mailsTo(email)).toHaveLength(1);
    const outbox = await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    expect(outbox).toHaveLength(1);
  });

  it('writes the mail in the language asked in, with the link in that language', async () => {
    const sku = await soldOutSku();
    const email = 'odottaa@example.fi';
    await monitor({ email, skuId: sku.id, languageId: 'fi', marketId: 'fi' });
    await setStock(sku.id, 1);
    const mail = await inbox.next((m) => recipientOf(m) === email);
    expect(mail.headers.get('content-language')).toBe('fi');
    expect(mail.subject).toBe(`${await nameOf(sku.productId, 'fi')} on taas varastossa`);
    expect(mail.text).toMatch(/\/fi\/p\/[\w-]+\n/);
  });

  it('mails an alert left waiting when the service stopped, once it runs again', async () => {
    const sku = await soldOutSku();
    const email = 'omstart@example.se';
    await monitor({ email, skuId: sku.id, languageId: 'en' });
    await api().stop();
    // Stock comes back while no API runs (say, a bulk load): the next start's poll finds it.
    await api().start();
    await db().update(skus).set({ oversellable: 3 }).where(eq(skus.id, sku.id));
    const mail = await inbox.next((m) => recipientOf(m) === email);
    expect(mail.subject).toMatch(/is back in stock$/);
    await settle();
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('does not watch a SKU in stock, and a new sell-out arms an alert that was mailed', async () => {
    const sku = await soldOutSku();
    await setStock(sku.id, 2);
    const email = 'ilager@example.se';
    expect((await monitor({ email, skuId: sku.id })).body.errors).toBeUndefined();
    expect(await alertsOf(email)).toHaveLength(0);
    await setStock(sku.id, 0);
    await monitor({ email, skuId: sku.id });
    await setStock(sku.id, 3);
    await inbox.next((m) => recipientOf(m) === email);
    await setStock(sku.id, 0);
    await monitor({ email, skuId: sku.id });
    await setStock(sku.id, 3);
    await expect.poll(() => mailsTo(email).length).toBe(2);
  });

  it('refuses a malformed email or an unknown SKU, and stores nothing', async () => {
    const sku = await soldOutSku();
    const before = await db().select().from(stockAlerts);
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'inte-en-adress', skuId: sku.id }, 'INVALID_EMAIL'],
      [{ email: '', skuId: sku.id }, 'INVALID_EMAIL'],
      [{ email: `${'a'.repeat(300)}@example.se`, skuId: sku.id }, 'INVALID_EMAIL'],
      [{ email: 'nul\u0000@example.se', skuId: sku.id }, 'INVALID_EMAIL'],
      [{ email: 'ok@example.se', skuId: 99_999_999 }, 'INVALID_SKU_ID'],
      [{ email: 'ok@example.se', skuId: -1 }, 'INVALID_SKU_ID'],
    ];
    for (const [variables, problem] of cases) {
      const { body } = await monitor(variables);
      expect(body.data?.monitorProductAvailability ?? null).toBeNull();
      expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', problems: [problem] });
    }
    expect(await db().select().from(stockAlerts)).toEqual(before);
  });

  it('refuses a script signing up from one address (RATE_LIMITED) before it stores anything', async () => {
    const sku = await soldOutSku();
    const from = { 'x-apikey': TEST_API_KEY, ...asShopper('203.0.113.77') };
    const ask = (n: number) =>
      api().graphql(MONITOR, { email: `skript${n}@example.se`, skuId: sku.id }, from);
    for (let n = 0; n < RATE_LIMITS.subscriptionsPerAddress.max; n++) {
      expect((await ask(n)).body.errors).toBeUndefined();
    }
    const refused = await ask(99);
    expect(refused.status).toBe(429);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(await alertsOf('skript99@example.se')).toHaveLength(0);
  });

  it('takes the same alert asked for twice at once as one', async () => {
    const sku = await soldOutSku();
    const email = 'samtidigt@example.se';
    const answers = await Promise.all([1, 2, 3].map(() => monitor({ email, skuId: sku.id })));
    for (const { body } of answers) expect(body.errors).toBeUndefined();
    expect(await alertsOf(email)).toHaveLength(1);
  });
});
