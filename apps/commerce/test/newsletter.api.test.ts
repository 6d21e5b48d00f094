import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox, newsletterSubscribers } from '#src/db/schema.ts';
import { registerCustomer, testClock } from './auth-client.ts';
import { recipientOf, type SmtpInbox, startSmtpInbox } from './smtp-inbox.ts';
import { useTestApi } from './suite.ts';

// A real SMTP server: the confirmation goes over SMTP_URL as it would in production.
const inbox: SmtpInbox = await startSmtpInbox();
afterAll(() => inbox.close());
const clock = testClock();
const { api, db } = useTestApi({
  products: 10,
  server: { auth: { clock: clock.now }, mail: { smtpUrl: inbox.url, pollSeconds: 0.2 } },
});

const SUBSCRIBE = `mutation ($email: String!, $tags: [String], $languageId: String) {
  subscribeToNewsletter(email: $email, tags: $tags, languageId: $languageId)
}`;
const CONFIRM = `mutation ($token: String!) { confirmNewsletterSubscription(token: $token) }`;

const subscribe = (variables: Record<string, unknown>) =>
  api().graphql<{ subscribeToNewsletter: boolean | null }>(SUBSCRIBE, variables);
const confirm = (token: string) =>
  api().graphql<{ confirmNewsletterSubscription: boolean | null }>(CONFIRM, { token });

// Newsletter mails only: a new account is mailed the link that confirms its email too.
const mailsTo = (email: string) =>
  inbox.received.filter((mail) => recipientOf(mail) === email && mail.text?.includes('/newsletter/confirm?'));
const subscriberOf = async (email: string) =>
  (await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
/** Long enough for a delivery to have happened, had anything been written. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 800));

/** The token of the confirmation link in a mail, and the link itself. */
function linkOf(mail: ParsedMail) {
  const match = /(http\S+\/newsletter\/confirm\?token=([\w-]+))\n/.exec(mail.text ?? '');
  expect(match).not.toBeNull();
  return { url: match?.[1] as string, token: match?.[2] as string };
}

describe('subscribeToNewsletter (double opt-in)', () => {
  it('mails a single-use link in the language asked in; following it confirms', async () => {
    const email = 'nyhet@example.se';
    const { body } = await subscribe({ email: ' Nyhet@Example.SE ', tags: ['tradgard', 'tradgard'] });
    expect(body).toEqual({ data: { subscribeToNewsletter: true } });
    const mail = await inbox.next((m) => recipientOf(m) === email);
    expect(mail.headers.get('content-language')).toBe('sv');
    expect(mail.subject).toBe('Bekräfta att du vill få vårt nyhetsbrev');
    const { url, token } = linkOf(mail);
    expect(new URL(url).pathname).toBe('/newsletter/confirm');
    expect(await subscriberOf(email)).toMatchObject({ state: 'pending', tags: ['tradgard'] });

    expect((await confirm(token)).body).toEqual({ data: { confirmNewsletterSubscription: true } });
    expect(await subscriberOf(email)).toMatchObject({ state: 'confirmed', tokenHash: null });
    const again = await confirm(token);
    expect(again.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      problems: ['NEWSLETTER_TOKEN_EXPIRED'],
    });
  });

  it('answers a confirmed address as any other, and changes and mails nothing', async () => {
    const email = 'redan@example.se';
    await subscribe({ email });
    await confirm(linkOf(await inbox.next((m) => recipientOf(m) === email)).token);
    const before = await subscriberOf(email);
    clock.advance(48 * 3600 * 1000);
    const { body } = await subscribe({ email, tags: ['annat'], languageId: 'en' });
    expect(body).toEqual({ data: { subscribeToNewsletter: true } });
    await settle();
    expect(mailsTo(email)).toHaveLength(1);
    expect(await subscriberOf(email)).toEqual(before);
  });

  it('sends one confirmation a day however often an address is signed up', async () => {
    const email = 'bomb@example.se';
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => subscribe({ email })));
    for (const { body } of answers) expect(body).toEqual({ data: { subscribeToNewsletter: true } });
    await inbox.next((m) => recipientOf(m) === email);
    await subscribe({ email });
    await settle();
    expect(mailsTo(email)).toHaveLength(1);
    clock.advance(25 * 3600 * 1000);
    await subscribe({ email, languageId: 'en' });
    await expect.poll(() => mailsTo(email).length).toBe(2);
    const [first, second] = mailsTo(email) as [ParsedMail, ParsedMail];
    expect(second.headers.get('content-language')).toBe('en');
    // The new link replaces the old one.
    expect((await confirm(linkOf(first).token)).body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await confirm(linkOf(second).token)).body.errors).toBeUndefined();
  });

  it('refuses a link past its seven days', async () => {
    const email = 'sent@example.se';
    await subscribe({ email });
    const { token } = linkOf(await inbox.next((m) => recipientOf(m) === email));
    clock.advance(7 * 24 * 3600 * 1000 + 1000);
    expect((await confirm(token)).body.errors?.[0]?.extensions).toMatchObject({
      problems: ['NEWSLETTER_TOKEN_EXPIRED'],
    });
    expect((await subscriberOf(email))?.state).toBe('pending');
  });

  it("asks a new customer who chose the newsletter at registration to confirm it, in the account's language", async () => {
    const customer = await registerCustomer(api().url);
    const UPDATE = `mutation ($languageId: String) {
      updateUser(user: { newsletter: true, customerType: PERSON }, languageId: $languageId) { newsletter }
    }`;
    const { body } = await api().graphql(UPDATE, { languageId: 'en' }, customer.headers);
    expect(body.errors).toBeUndefined();
    const mail = await inbox.next((m) => mailsTo(customer.username).includes(m));
    expect(mail.headers.get('content-language')).toBe('en');
    expect(mail.subject).toBe('Confirm that you want our newsletter');
    expect(new URL(linkOf(mail).url).pathname).toBe('/en/newsletter/confirm');
    // Saving the settings again with the box still ticked sends no second mail.
    await api().graphql(UPDATE, { languageId: 'en' }, customer.headers);
    await settle();
    expect(mailsTo(customer.username)).toHaveLength(1);
  });

  it('refuses malformed emails, tags and tokens, and stores and mails nothing', async () => {
    const subscribers = await db().select().from(newsletterSubscribers);
    const mails = await db().select().from(mailOutbox);
    const refusals: [Record<string, unknown>, string][] = [
      [{ email: 'ingen-snabel-a' }, 'INVALID_EMAIL'],
      [{ email: '   ' }, 'INVALID_EMAIL'],
      [{ email: `${'x'.repeat(250)}@example.se` }, 'INVALID_EMAIL'],
      [{ email: 'ok@example.se', tags: [''] }, 'INVALID_TAGS'],
      [{ email: 'ok@example.se', tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'INVALID_TAGS'],
      [{ email: 'ok@example.se', tags: ['x'.repeat(51)] }, 'INVALID_TAGS'],
    ];
    for (const [variables, problem] of refusals) {
      const { body } = await subscribe(variables);
      expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', problems: [problem] });
    }
    for (const token of ['', 'x'.repeat(101), 'fel token', 'okänd-token']) {
      const { body } = await confirm(token);
      expect(body.data?.confirmNewsletterSubscription ?? null).toBeNull();
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    await settle();
    expect(await db().select().from(newsletterSubscribers)).toEqual(subscribers);
    expect(await db().select().from(mailOutbox)).toHaveLength(mails.length);
  });
});
