import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { config } from '#src/config.ts';
import { contactSubmissions, mailOutbox } from '#src/db/schema.ts';
import { BODY_LIMITS } from '#src/request-limits.ts';
import { TEST_API_KEY } from './harness.ts';
import { asShopper, nextShopper, nextShopperAddress } from './shopper-address.ts';
import { recipientOf, type SmtpInbox, startSmtpInbox } from './smtp-inbox.ts';
import { useTestApi } from './suite.ts';

// A real SMTP server: the dealer's mail goes over SMTP_URL as it would in production.
const inbox: SmtpInbox = await startSmtpInbox();
afterAll(() => inbox.close());
const suite = useTestApi({ products: 10, server: { mail: { smtpUrl: inbox.url, pollSeconds: 0.2 } } });
const db = () => suite.db();

const SEND = `mutation SendContactForm($form: ContactFormInput!, $image: File) {
  sendContactForm(form: $form, image: $image)
}`;

const MB = 1024 * 1024;
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR the rest of a small photo of a broken mower'),
]);
const person = { fullName: 'Anna Berg', email: 'anna@example.se', phone: '070-123 45 67' };
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

interface Answer {
  status: number;
  body: { data?: { sendContactForm: boolean } | null; errors?: { extensions?: Record<string, unknown> }[] };
}

/** A multipart request as the GraphQL multipart request spec has it: operations, map, the file. */
async function sendForm(
  form: Record<string, unknown>,
  image?: { bytes: Buffer; name: string; type: string },
) {
  const body = new FormData();
  body.set('operations', JSON.stringify({ query: SEND, variables: { form, image: null } }));
  body.set('map', JSON.stringify(image ? { 0: ['variables.image'] } : {}));
  if (image) body.set('0', new Blob([new Uint8Array(image.bytes)], { type: image.type }), image.name);
  const response = await fetch(`${suite.api().url}/graphql`, {
    method: 'POST',
    headers: { 'x-apikey': TEST_API_KEY, ...nextShopper() },
    body,
  });
  return { status: response.status, body: await response.json() } as Answer;
}

const kept = async () => ({
  submissions: (await db().select({ n: count() }).from(contactSubmissions))[0]?.n,
  mails: (await db().select({ n: count() }).from(mailOutbox))[0]?.n,
});

/** Sends a form that must be refused, and checks that nothing was kept or mailed. */
async function refusedCodes(form: Record<string, unknown>, image?: Parameters<typeof sendForm>[1]) {
  const before = await kept();
  const { status, body } = await sendForm(form, image);
  expect(status).toBe(200);
  expect(body.data?.sendContactForm ?? null).toBeNull();
  expect(await kept()).toEqual(before);
  return body.errors?.[0]?.extensions?.problems;
}

describe('sendContactForm', () => {
  it('keeps a service form with its image and mails it to the dealer with the image attached', async () => {
    const form = {
      kind: 'SERVICE',
      ...person,
      company: 'Bergs Trädgård AB',
      serviceType: 'REPAIR',
      serialNumber: 'ABC123',
      make: 'Husqvarna',
      model: 'Rider 316',
      odometer: 412,
      preferredDate: inAWeek(),
      message: 'Kniven slår i.\nGår att lämna in på tisdag.',
      rentalObject: 'dropped: not a service field',
    };
    const answer = await sendForm(form, { bytes: PNG, name: 'gräsklippare.jpg', type: 'image/jpeg' });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.sendContactForm).toBe(true);

    const [row] = await db()
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.email, person.email));
    expect(row).toMatchObject({
      kind: 'service',
      serviceType: 'repair',
      odometer: 412,
      rentalObject: null,
      languageCode: 'sv',
      imageType: 'image/png',
      imageName: 'gräsklippare.png',
    });
    expect(Buffer.compare(row?.image as Buffer, PNG)).toBe(0);

    const mail = await inbox.next((m) => m.subject === 'Serviceförfrågan från Anna Berg');
    expect(recipientOf(mail)).toBe(config.contactMailTo);
    expect(mail.text).toContain('Reg-/chassi-/serienummer: ABC123');
    expect(mail.text).toContain('Typ av service: Reparation');
    expect(mail.text).toContain('Kniven slår i.\nGår att lämna in på tisdag.');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: 'gräsklippare.png', contentType: 'image/png' });
    expect(Buffer.compare(mail.attachments[0]?.content as Buffer, PNG)).toBe(0);
  });

  it('fills the product and its link from the catalog when the form comes from a product page', async () => {
    const [alias] = await suite.aliases();
    const email = 'produkt@example.se';
    const answer = await sendForm({
      kind: 'SALES',
      ...person,
      email,
      message: 'Finns den i lager?',
      productAlias: alias,
    });
    expect(answer.body.errors).toBeUndefined();
    const [row] = await db().select().from(contactSubmissions).where(eq(contactSubmissions.email, email));
    expect(row?.product).toBeTruthy();
    expect(row?.productLink).toBe(`${new URL(config.siteUrl).origin}/p/${alias}`);
    const mail = await inbox.next((m) => m.subject === 'Förfrågan om köp från Anna Berg');
    expect(mail.text).toContain(`Produkt: ${row?.product}`);
    expect(mail.text).toContain(`/p/${alias}`);
  });

  it('keeps the rows of a parts form that name a part, and a rental with its dates', async () => {
    const parts = [
      { articleNumber: '581 22 95-01', quantity: 2 },
      { articleNumber: '', quantity: null },
      { articleNumber: '532 18 70-77', quantity: 1 },
    ];
    const email = 'delar@example.se';
    expect(
      (await sendForm({ kind: 'PARTS', ...person, email, deliveryOption: 'SHIPPING', parts })).body.errors,
    ).toBeUndefined();
    const [row] = await db().select().from(contactSubmissions).where(eq(contactSubmissions.email, email));
    expect(row?.parts).toEqual([parts[0], parts[2]]);
    expect(row?.deliveryOption).toBe('shipping');

    const rental = { kind: 'RENTAL', ...person, email: 'hyra@example.se', rentalObject: 'Minigrävare' };
    const from = inAWeek();
    expect((await sendForm({ ...rental, rentalFrom: from, rentalTo: from })).body.errors).toBeUndefined();
    expect(await refusedCodes({ ...rental, rentalFrom: from, rentalTo: '2020-01-01' })).toEqual([
      'INVALID_RENTAL_TO',
    ]);
  });

  it('refuses a form without a phone number, naming every refused field, and keeps nothing', async () => {
    expect(
      await refusedCodes({ kind: 'SALES', fullName: 'Anna', email: 'anna@example.se', message: 'Hej' }),
    ).toEqual(['PHONE_REQUIRED']);
    expect(await refusedCodes({ kind: 'PARTS', ...person, phone: '', email: 'nej' })).toEqual([
      'INVALID_EMAIL',
      'PHONE_REQUIRED',
      'DELIVERY_OPTION_REQUIRED',
      'PARTS_REQUIRED',
    ]);
  });

  it('takes an image of exactly 2 MB, and refuses one of 2 MB and one byte and keeps nothing', async () => {
    const photo = (size: number) => {
      const bytes = Buffer.alloc(size);
      PNG.copy(bytes);
      return { bytes, name: 'stor.png', type: 'image/png' };
    };
    const email = 'stor-bild@example.se';
    const form = { kind: 'SALES', ...person, fullName: 'Stina Bild', email, message: 'Bild' };
    const answer = await sendForm(form, photo(2 * 1024 * 1024));
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.sendContactForm).toBe(true);
    const [row] = await db().select().from(contactSubmissions).where(eq(contactSubmissions.email, email));
    expect(row?.image?.length).toBe(2_097_152);
    const mail = await inbox.next((m) => m.subject === 'Förfrågan om köp från Stina Bild');
    expect(mail.attachments[0]?.size).toBe(2_097_152);

    expect(await refusedCodes(form, photo(2 * 1024 * 1024 + 1))).toEqual(['IMAGE_TOO_LARGE']);
  });

  it('refuses a program or a text file named as a photo, and keeps nothing', async () => {
    const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    const text = Buffer.from('hello, this is not a photo');
    const form = { kind: 'SALES', ...person, message: 'Bild' };
    expect(await refusedCodes(form, { bytes: program, name: 'photo.jpg', type: 'image/jpeg' })).toEqual([
      'INVALID_IMAGE_TYPE',
    ]);
    expect(await refusedCodes(form, { bytes: text, name: 'photo.jpg', type: 'image/jpeg' })).toEqual([
      'INVALID_IMAGE_TYPE',
    ]);
  });

  it('refuses an unknown product alias and a file given as a plain value', async () => {
    expect(
      await refusedCodes({ kind: 'SALES', ...person, message: 'x', productAlias: 'no-such-product' }),
    ).toEqual(['INVALID_PRODUCT_ALIAS']);
    const { body } = await suite
      .api()
      .graphql(SEND, { form: { kind: 'SALES', ...person, message: 'x' }, image: 'x' });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a body far above 2 MB by its length, unread', async () => {
    const before = await kept();
    const limit = BODY_LIMITS['multipart/form-data'];
    const response = await fetch(`${suite.api().url}/graphql`, {
      method: 'POST',
      headers: {
        'x-apikey': TEST_API_KEY,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(20 * MB),
      },
      body: Buffer.alloc(limit + 1),
    }).catch((error: Error) => error);
    // Either the 413 arrives, or the connection is closed before the rest is sent.
    if (!(response instanceof Error)) expect(response.status).toBe(413);
    expect(await kept()).toEqual(before);
  });

  it('counts forms from one address: past ten an hour they are refused with 429', async () => {
    const address = nextShopperAddress();
    const codes: unknown[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await fetch(`${suite.api().url}/graphql`, {
        method: 'POST',
        headers: { 'x-apikey': TEST_API_KEY, ...asShopper(address), 'content-type': 'application/json' },
        body: JSON.stringify({ query: SEND, variables: { form: { kind: 'SALES' } } }),
      });
      codes.push(((await response.json()) as Answer['body']).errors?.[0]?.extensions?.code);
      if (i === 10) expect(response.status).toBe(429);
    }
    expect(codes.at(-1)).toBe('RATE_LIMITED');
    expect(codes.slice(0, 10).every((code) => code !== 'RATE_LIMITED')).toBe(true);
  });
});
