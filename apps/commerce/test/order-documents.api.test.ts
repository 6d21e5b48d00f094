import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { orderLines, orderPayments, orders, type StaffRole, staffMembers } from '#src/db/schema.ts';
import { registerCustomer } from './auth-client.ts';
import { COMPANY_BUYER, checkoutClient, PERSON_BUYER } from './checkout-client.ts';
import { TEST_STAFF_API_KEY } from './harness.ts';
import { readPdf } from './pdf-text.ts';
import { adminGraphql, insertStaffMember, signInAs } from './staff-client.ts';
import { useTestApi } from './suite.ts';

const suite = useTestApi({ products: 60 });
const checkout = checkoutClient(suite);
const { cart } = checkout;
const db = () => suite.db();

/** A new member of the role, signed in through the staff API: their session token. */
async function staffToken(role: StaffRole) {
  const member = await insertStaffMember(db(), role);
  return { token: await signInAs(suite.api().url, member.email), member };
}

const NOTE = 'Ring 070-111 22 33 innan leverans, porten på baksidan';

/** An order of two SKUs (2 and 1 units at 100 kr and 50 kr inc 25 % VAT) with the shopper's note. */
async function placedOrder() {
  const first = await cart.skuWithStock(10);
  const second = await cart.skuWithStock(10);
  await cart.setPrice(first.productId, 10_000);
  await cart.setPrice(second.productId, 5_000);
  for (const sku of [first, second]) await checkout.setWeight(sku.productId, null);
  const cartId = await checkout.cartWith(first.id, 2);
  await cart.add(cartId, second.id, 1, { marketId: 'se' });
  const answer = await checkout.place(
    cartId,
    { ...PERSON_BUYER, email: 'asa.ostlund@example.se', message: NOTE, customerOrderNumber: 'PO-Å1' },
    {},
  );
  expect(answer.status).toBe('OK');
  const [order] = await db().select().from(orders).where(eq(orders.cartId, cartId));
  const lines = await db()
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order?.id as number));
  return { order: order as typeof orders.$inferSelect, lines: lines.sort((a, b) => a.position - b.position) };
}

const get = (path: string, token?: string) =>
  fetch(`${suite.api().url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

async function pdfOf(path: string, token: string) {
  const response = await get(path, token);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return { ...(await readPdf(bytes)), disposition: response.headers.get('content-disposition') };
}

describe('the order desk documents', () => {
  it('serve a packing slip in the order language, or the one asked for, with no prices', async () => {
    const { order, lines } = await placedOrder();
    const token = (await staffToken('orders')).token;
    const slip = await pdfOf(`/admin/orders/${order.id}/packing-slip.pdf`, token);
    expect(slip.disposition).toBe(`inline; filename="foljesedel-${order.id}.pdf"`);
    expect(slip.info.Title).toBe(`Följesedel ${order.id}`);
    for (const text of [
      'FÖLJESEDEL',
      `Ordernummer ${order.id}`,
      'Leveransadress',
      'Anna Andersson',
      'Storgatan 1',
      '111 22 Stockholm',
      'Er referens PO-Å1',
      'Kundens meddelande',
      NOTE,
      'asa.ostlund@example.se',
      'Antal enheter 3',
    ]) {
      expect(slip.text).toContain(text);
    }
    for (const line of lines) expect(slip.text).toContain(line.articleNumber);
    expect(slip.text).not.toMatch(/\d kr/);

    const english = await pdfOf(`/admin/orders/${order.id}/packing-slip.pdf?lang=en`, token);
    for (const text of ['PACKING SLIP', 'Deliver to', "Customer's note", NOTE, 'Units 3']) {
      expect(english.text).toContain(text);
    }
    // An unknown language is the order's own.
    expect((await pdfOf(`/admin/orders/${order.id}/packing-slip.pdf?lang=xx`, token)).text).toContain(
      'FÖLJESEDEL',
    );
  });

  it('serve the invoice to staff as the customer got it, with its OCR reference', async () => {
    const { order } = await placedOrder();
    const [payment] = await db().select().from(orderPayments).where(eq(orderPayments.orderId, order.id));
    const invoice = await pdfOf(
      `/admin/orders/${order.id}/invoice.pdf?lang=en`,
      (await staffToken('support')).token,
    );
    expect(invoice.text).toContain('FAKTURA');
    expect(invoice.text).toContain(payment?.reference as string);
  });

  it('serve a credit note with its reason, amounts ex and inc VAT and VAT per rate', async () => {
    const { order, lines } = await placedOrder();
    const [first, second] = lines;
    if (!first || !second) throw new Error('The order has two lines');
    // Shipped, then one unit of the first line (100 kr inc VAT) and the second (50 kr) credited
    // through the staff API: 150 kr, of which 30 kr VAT.
    const token = (await staffToken('owner')).token;
    const desk = (query: string, variables: Record<string, unknown>) =>
      adminGraphql(suite.api().url, query, variables, { token });
    const move = `mutation ($orderId: Int!, $to: OrderStage!, $carrier: String, $trackingNumber: String) {
      changeOrderStatus(orderId: $orderId, to: $to, carrier: $carrier, trackingNumber: $trackingNumber) { refusal } }`;
    for (const to of ['CONFIRMED', 'PICKING', 'SHIPPED']) {
      const moved = await desk(move, { orderId: order.id, to, carrier: 'PostNord', trackingNumber: 'SE1' });
      expect(moved.body.data?.changeOrderStatus.refusal).toBeNull();
    }
    const credited = await desk(
      `mutation ($orderId: Int!, $lines: [CreditLineInput!], $reason: String!) {
        creditOrder(orderId: $orderId, lines: $lines, reason: $reason) { refusal creditNote { number } } }`,
      {
        orderId: order.id,
        lines: [
          { position: first.position, quantity: 1 },
          { position: second.position, quantity: 1 },
        ],
        reason: 'Skadad vid leverans – repa på kåpan',
      },
    );
    expect(credited.body.data?.creditOrder.refusal).toBeNull();
    const credit = credited.body.data?.creditOrder.creditNote as { number: number };
    const note = await pdfOf(`/admin/orders/${order.id}/credit-notes/${credit.number}.pdf`, token);
    expect(note.disposition).toBe(`inline; filename="kreditfaktura-${credit.number}.pdf"`);
    const { text } = note;
    for (const expected of [
      'KREDITFAKTURA',
      `Kreditfakturanummer ${credit.number}`,
      `Krediterar faktura ${order.id}`,
      'Orsak',
      'Skadad vid leverans – repa på kåpan',
      first.articleNumber,
      second.articleNumber,
      'Summa exkl. moms -120 kr',
      'Moms 25 % -30 kr',
      'Summa inkl. moms -150 kr',
      'Krediteras 150 kr',
    ]) {
      expect(text).toContain(expected);
    }
    const english = (
      await pdfOf(`/admin/orders/${order.id}/credit-notes/${credit.number}.pdf?lang=en`, token)
    ).text;
    expect(english).toContain('VAT 25% -SEK 30');
    expect(english).toContain('CREDIT NOTE');
    // Another order's number, or none at all, is not found.
    expect((await get(`/admin/orders/${order.id + 1}/credit-notes/${credit.number}.pdf`, token)).status).toBe(
      404,
    );
    expect((await get(`/admin/orders/${order.id}/credit-notes/${credit.number + 1}.pdf`, token)).status).toBe(
      404,
    );
  });

  it('are refused without a staff session, to a role without orders.read, and to a disabled member', async () => {
    const { order } = await placedOrder();
    const path = `/admin/orders/${order.id}/packing-slip.pdf`;
    const refusal = async (token: string | undefined, status: number, code: string) => {
      const response = await get(path, token);
      expect(response.status).toBe(status);
      const body = await response.json();
      expect(body.errors[0].extensions.code).toBe(code);
      return body.errors[0].message as string;
    };
    await refusal(undefined, 401, 'UNAUTHENTICATED');
    await refusal(TEST_STAFF_API_KEY, 401, 'UNAUTHENTICATED');
    const customer = await registerCustomer(suite.api().url);
    await refusal(customer.token, 401, 'UNAUTHENTICATED');
    await refusal('spt_not-a-token-anyone-has', 401, 'UNAUTHENTICATED');
    expect(await refusal((await staffToken('catalog')).token, 403, 'FORBIDDEN')).toContain('orders.read');
    expect(await refusal((await staffToken('marketing')).token, 403, 'FORBIDDEN')).toContain('orders.read');

    const { token, member } = await staffToken('orders');
    expect((await get(path, token)).status).toBe(200);
    await db().update(staffMembers).set({ disabledAt: new Date() }).where(eq(staffMembers.id, member.id));
    await refusal(token, 401, 'UNAUTHENTICATED');
    expect(
      (await get('/admin/orders/999999/packing-slip.pdf', (await staffToken('support')).token)).status,
    ).toBe(404);
  });
});

describe('the orders export', () => {
  const csv = async (query: string, token?: string) => {
    const response = await get(`/admin/orders.csv${query}`, token);
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const rowsOf = (bytes: Buffer) =>
    Papa.parse<string[]>(bytes.toString('utf8').replace(/^\uFEFF/, ''), {
      delimiter: ';',
      newline: '\r\n',
      skipEmptyLines: true,
    }).data;

  async function placedBy(buyer: Record<string, unknown>) {
    const sku = await cart.skuWithStock(10);
    await cart.setPrice(sku.productId, 12_500);
    await checkout.setWeight(sku.productId, null);
    const cartId = await checkout.cartWith(sku.id, 1);
    expect((await checkout.place(cartId, buyer)).status).toBe('OK');
    const [order] = await db().select().from(orders).where(eq(orders.cartId, cartId));
    return order as typeof orders.$inferSelect;
  }

  it('gives the filtered orders as UTF-8 CSV with a BOM, ; and CRLF, å ä ö intact and formulas neutralised', async () => {
    const person = await placedBy({
      ...PERSON_BUYER,
      email: 'asa.oberg@example.se',
      billingAddress: {
        ...PERSON_BUYER.billingAddress,
        firstName: 'Åsa',
        lastName: 'Öberg-Ängström',
        city: 'Växjö',
      },
    });
    const company = await placedBy({
      ...COMPANY_BUYER,
      email: 'inkop@formel.example.se',
      billingAddress: { ...COMPANY_BUYER.billingAddress, company: '=HYPERLINK("http://x.example","klicka")' },
    });
    const { token } = await staffToken('support');
    const { response, bytes } = await csv('?q=example.se&sort=number&dir=asc', token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="ordrar-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.split('\r\n').length).toBeGreaterThan(2);
    // Every row ends in CRLF; no bare line break outside quotes.
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/"[^"]*"/g, '').replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const rows = rowsOf(bytes);
    const head = rows[0] as string[];
    expect(head.slice(0, 3)).toEqual(['Ordernummer', 'Lagd', 'Status']);
    const cell = (row: string[] | undefined, column: string) => row?.[head.indexOf(column)];
    const personRow = rows.find((row) => row[0] === String(person.id));
    expect(cell(personRow, 'Namn')).toBe('Åsa Öberg-Ängström');
    expect(cell(personRow, 'Ort')).toBe('Växjö');
    expect(cell(personRow, 'Status')).toBe('Lagd');
    expect(cell(personRow, 'Kundtyp')).toBe('Privatperson');
    expect(cell(personRow, 'Person-/organisationsnummer')).toBe('********-1239');
    expect(cell(personRow, 'Ordervärde inkl. moms')).toMatch(/^\d+,\d{2}$/);
    const companyRow = rows.find((row) => row[0] === String(company.id));
    expect(cell(companyRow, 'Företag')).toBe(`'=HYPERLINK("http://x.example","klicka")`);
    expect(cell(companyRow, 'Person-/organisationsnummer')).toBe('556000-0027');
    // Ascending by number, as asked.
    const numbers = rows.slice(1).map((row) => Number(row[0]));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));

    // The list's filters: customer type, search, stage, and a range of whole Stockholm days.
    const only = async (query: string) =>
      rowsOf((await csv(query, token)).bytes)
        .slice(1)
        .map((row) => row[0]);
    expect(await only(`?customerType=ORGANIZATION&q=${company.email}`)).toEqual([String(company.id)]);
    expect(await only(`?q=${person.email}&stage=shipped`)).toEqual([]);
    expect(await only(`?q=${person.email}&stage=placed&stage=shipped`)).toEqual([String(person.id)]);
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(person.createdAt);
    expect(await only(`?q=${person.email}&from=${today}&to=${today}`)).toEqual([String(person.id)]);
    expect(await only(`?q=${person.email}&to=2020-01-01`)).toEqual([]);
    expect(await only(`?q=${person.email}&market=fi`)).toEqual([]);

    const english = rowsOf((await csv(`?q=${person.email}&lang=en`, token)).bytes);
    expect(english[0]?.slice(0, 3)).toEqual(['Order number', 'Placed', 'Status']);
    expect(english[1]?.[2]).toBe('Placed');
  });

  it('is refused without a staff session and to a role without orders.read', async () => {
    expect((await csv('')).response.status).toBe(401);
    expect((await csv('', (await staffToken('catalog')).token)).response.status).toBe(403);
  });
});
