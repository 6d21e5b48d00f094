import { eq, inArray } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { type OrderStage, orderPayments, orders } from '#src/db/schema.ts';
import {
  listOrders,
  maskedIdentityNumber,
  ORDER_LIST_LIMITS,
  type OrderFilter,
  type OrderListRow,
  type OrderSortField,
} from '#src/modules/orders/index.ts';
import { csvAmount, csvLines, UTF8_BOM } from './csv.ts';

export type StaffLanguage = 'sv' | 'en';

const COLUMNS = [
  'orderNumber',
  'placedAt',
  'stage',
  'market',
  'currency',
  'customerType',
  'identityNumber',
  'company',
  'name',
  'email',
  'phone',
  'city',
  'payment',
  'ocr',
  'delivery',
  'carrier',
  'trackingNumber',
  'valueExVat',
  'vat',
  'valueIncVat',
  'paidFromBalance',
  'toPay',
  'credited',
] as const;
type Column = (typeof COLUMNS)[number];

interface ExportTexts {
  columns: Record<Column, string>;
  stages: Record<OrderStage, string>;
  customerTypes: { PERSON: string; ORGANIZATION: string };
}

/** The export's head and words in the staff member's language. */
const TEXTS: Record<StaffLanguage, ExportTexts> = {
  sv: {
    columns: {
      orderNumber: 'Ordernummer',
      placedAt: 'Lagd',
      stage: 'Status',
      market: 'Marknad',
      currency: 'Valuta',
      customerType: 'Kundtyp',
      identityNumber: 'Person-/organisationsnummer',
      company: 'Företag',
      name: 'Namn',
      email: 'E-post',
      phone: 'Telefon',
      city: 'Ort',
      payment: 'Betalsätt',
      ocr: 'OCR-nummer',
      delivery: 'Leveranssätt',
      carrier: 'Transportör',
      trackingNumber: 'Kollinummer',
      valueExVat: 'Ordervärde exkl. moms',
      vat: 'Moms',
      valueIncVat: 'Ordervärde inkl. moms',
      paidFromBalance: 'Betalt med presentkort/saldo',
      toPay: 'Att betala',
      credited: 'Krediterat inkl. moms',
    },
    stages: {
      placed: 'Lagd',
      confirmed: 'Bekräftad',
      picking: 'Plockas',
      shipped: 'Skickad',
      delivered: 'Levererad',
      cancelled: 'Makulerad',
      returned: 'Returnerad',
      credited: 'Krediterad',
    },
    customerTypes: { PERSON: 'Privatperson', ORGANIZATION: 'Företag' },
  },
  en: {
    columns: {
      orderNumber: 'Order number',
      placedAt: 'Placed',
      stage: 'Status',
      market: 'Market',
      currency: 'Currency',
      customerType: 'Customer type',
      identityNumber: 'Personal id / organisation number',
      company: 'Company',
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      city: 'City',
      payment: 'Payment',
      ocr: 'OCR reference',
      delivery: 'Delivery',
      carrier: 'Carrier',
      trackingNumber: 'Tracking number',
      valueExVat: 'Order value excl. VAT',
      vat: 'VAT',
      valueIncVat: 'Order value incl. VAT',
      paidFromBalance: 'Paid by gift card/balance',
      toPay: 'To pay',
      credited: 'Credited incl. VAT',
    },
    stages: {
      placed: 'Placed',
      confirmed: 'Confirmed',
      picking: 'Being picked',
      shipped: 'Shipped',
      delivered: 'Delivered',
      cancelled: 'Cancelled',
      returned: 'Returned',
      credited: 'Credited',
    },
    customerTypes: { PERSON: 'Private person', ORGANIZATION: 'Company' },
  },
};

const placedFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** What the list's rows lack that the export shows. */
async function moreOf(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: orders.id,
      shippingName: orders.shippingName,
      carrier: orders.carrier,
      orderValueExVat: orders.orderValueExVat,
      fromBalanceIncVat: orders.fromBalanceIncVat,
      reference: orderPayments.reference,
    })
    .from(orders)
    .leftJoin(orderPayments, eq(orderPayments.orderId, orders.id))
    .where(inArray(orders.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

function cellsOf(row: OrderListRow, more: Awaited<ReturnType<typeof moreOf>>, texts: ExportTexts) {
  const extra = more.get(row.id);
  const address = row.billingAddress;
  const identity =
    row.customerType === 'PERSON' && row.identityNumber
      ? maskedIdentityNumber(row.identityNumber)
      : row.identityNumber;
  const exVat = extra?.orderValueExVat ?? 0;
  const values: Record<Column, string | number | null> = {
    orderNumber: row.id,
    placedAt: placedFormat.format(row.createdAt),
    stage: texts.stages[row.stage],
    market: row.marketAlias,
    currency: row.currencyCode,
    customerType: texts.customerTypes[row.customerType],
    identityNumber: identity,
    company: address.company ?? null,
    name: [address.firstName, address.lastName].filter(Boolean).join(' '),
    email: row.email,
    phone: address.mobile ?? address.phone ?? null,
    city: address.city ?? null,
    payment: row.paymentType,
    ocr: extra?.reference ?? null,
    delivery: extra?.shippingName ?? null,
    carrier: extra?.carrier ?? null,
    trackingNumber: row.trackingNumber,
    valueExVat: csvAmount(exVat),
    vat: csvAmount(row.orderValueIncVat - exVat),
    valueIncVat: csvAmount(row.orderValueIncVat),
    paidFromBalance: csvAmount(extra?.fromBalanceIncVat ?? 0),
    toPay: csvAmount(row.totalIncVat),
    credited: csvAmount(row.creditedIncVat),
  };
  return COLUMNS.map((column) => values[column]);
}

/**
 * The orders the list's filter finds, in its sort, as CSV for Excel in the Nordic locales: a byte
 * order mark, a head in the member's language, then a chunk of rows per page of the list, so a
 * large export is sent as it is read.
 */
export async function* ordersCsv(
  db: Database,
  query: { filter: OrderFilter; sort: { field: OrderSortField; descending: boolean } },
  language: StaffLanguage,
): AsyncGenerator<string> {
  const texts = TEXTS[language];
  yield UTF8_BOM + csvLines([COLUMNS.map((column) => texts.columns[column])]);
  let after: string | null = null;
  do {
    const page = await listOrders(db, { ...query, first: ORDER_LIST_LIMITS.pageMax, after });
    const more = await moreOf(
      db,
      page.rows.map((row) => row.id),
    );
    yield csvLines(page.rows.map((row) => cellsOf(row, more, texts)));
    after = page.hasNextPage ? page.endCursor : null;
  } while (after);
}
