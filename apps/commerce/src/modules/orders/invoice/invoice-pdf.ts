import { type LanguageCode, localized } from '#src/modules/channels/index.ts';
import { SHOP_NAME, startPdf } from '#src/modules/media/index.ts';
import { formatMoney } from '#src/modules/pricing/index.ts';
import type { LoadedOrder } from '../order-cart.ts';
import { paidFromBalance } from '../store.ts';
import { INVOICE_TEXTS } from './invoice-texts.ts';
import { maskedIdentityNumber } from './links.ts';
import { SELLER } from './seller.ts';

const THEME = '#363636';
const MUTED = '#6b6b6b';
const LINE = '#d0d0d0';
const MARGIN = 50;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** The file name the invoice is attached and served under. */
export const invoiceFileName = (orderId: number) => `faktura-${orderId}.pdf`;

/**
 * An order's invoice as a PDF in the order's language: seller and customer, the invoice and due
 * dates and the OCR reference to pay with, each line and the shipping ex VAT, VAT per rate, the
 * total, what a gift card paid and what is left to pay. Same order, same bytes: the creation date
 * is the order's.
 */
export function renderInvoicePdf(loaded: LoadedOrder): Promise<Buffer> {
  const { order, lines, payment, scope } = loaded;
  const lang = order.languageCode as LanguageCode;
  const texts = INVOICE_TEXTS[lang] ?? INVOICE_TEXTS.sv;
  const money = (minor: number) => formatMoney(minor, order.currencyCode, scope.money.locale);
  const date = (value: Date | string) =>
    new Intl.DateTimeFormat(scope.money.locale, { dateStyle: 'short', timeZone: 'Europe/Stockholm' }).format(
      typeof value === 'string' ? new Date(`${value}T12:00:00Z`) : value,
    );
  const { doc, done } = startPdf({
    margin: MARGIN,
    lang,
    info: {
      Title: `${texts.title} ${order.id}`,
      Subject: `${texts.orderNumber} ${order.id}`,
      CreationDate: order.createdAt,
    },
  });
  const width = doc.page.width - MARGIN * 2;
  const rule = () => {
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .strokeColor(LINE)
      .stroke();
    doc.moveDown(0.5);
  };

  doc.fillColor(THEME).font('Helvetica-Bold').fontSize(20).text(SHOP_NAME, MARGIN, MARGIN);
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(texts.title.toUpperCase(), MARGIN, MARGIN, { width, align: 'right' });
  doc.moveDown(1.2);

  const top = doc.y;
  const facts: [string, string][] = [
    [texts.invoiceNumber, String(order.id)],
    [texts.orderNumber, String(order.id)],
    [texts.invoiceDate, date(order.createdAt)],
    [texts.dueDate, payment?.dueOn ? date(payment.dueOn) : '–'],
    [texts.ocr, payment?.reference ?? '–'],
    [texts.bankgiro, SELLER.bankgiro],
  ];
  doc.font('Helvetica').fontSize(10).fillColor(THEME);
  for (const [label, value] of facts) {
    doc
      .font('Helvetica')
      .fillColor(MUTED)
      .text(label, MARGIN + width / 2, doc.y, { continued: true, width: width / 2 });
    doc.font('Helvetica-Bold').fillColor(THEME).text(`  ${value}`);
  }
  const factsBottom = doc.y;

  const billing = order.billingAddress;
  const customer = [
    billing.company,
    [billing.firstName, billing.lastName].filter(Boolean).join(' '),
    billing.careOf ? `c/o ${billing.careOf}` : '',
    billing.addressLine1,
    billing.addressLine2,
    [billing.zip, billing.city].filter(Boolean).join(' '),
    localized(scope.market.country.name, lang),
  ].filter((line): line is string => Boolean(line));
  doc.font('Helvetica').fillColor(MUTED).fontSize(9).text(texts.customer, MARGIN, top);
  doc
    .font('Helvetica')
    .fillColor(THEME)
    .fontSize(10)
    .text(customer.join('\n'), MARGIN, doc.y, { width: width / 2 - 10 });
  doc
    .fillColor(MUTED)
    .fontSize(9)
    .text(
      `${texts.identityNumber[order.customerType]}: ${order.identityNumber ? maskedIdentityNumber(order.identityNumber) : '–'}`,
    );
  if (order.customerOrderNumber) doc.text(`${texts.yourReference}: ${order.customerOrderNumber}`);
  doc.y = Math.max(doc.y, factsBottom) + 20;
  rule();

  const columns = [
    { label: texts.articleNumber, x: MARGIN, width: 70, align: 'left' as const },
    { label: texts.description, x: MARGIN + 75, width: width - 330, align: 'left' as const },
    { label: texts.quantity, x: MARGIN + width - 250, width: 40, align: 'right' as const },
    { label: texts.unitPrice, x: MARGIN + width - 205, width: 100, align: 'right' as const },
    { label: texts.amount, x: MARGIN + width - 100, width: 100, align: 'right' as const },
  ];
  const row = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - MARGIN - 120) doc.addPage();
    const y = doc.y;
    let bottom = y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9)
      .fillColor(THEME);
    cells.forEach((cell, i) => {
      const column = columns[i];
      if (!column) return;
      doc.text(cell, column.x, y, { width: column.width, align: column.align });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = MARGIN;
    doc.y = bottom + 4;
  };
  row(
    columns.map((c) => c.label),
    true,
  );
  rule();
  for (const line of lines) {
    const name = line.skuName ? `${line.name} (${line.skuName})` : line.name;
    const discount = line.unitPrice.sellingExVat * line.quantity - line.totalExVat;
    row([
      line.articleNumber,
      name,
      String(line.quantity),
      money(line.unitPrice.sellingExVat),
      money(line.unitPrice.sellingExVat * line.quantity),
    ]);
    if (discount > 0) row(['', texts.discount, '', '', money(-discount)]);
  }
  row([
    '',
    `${texts.shipping}: ${order.shippingName}`,
    '1',
    money(order.shippingFeeExVat),
    money(order.shippingFeeExVat),
  ]);
  rule();

  const totals: [string, string, boolean][] = [
    [texts.subtotalExVat, money(order.orderValueExVat), false],
    ...order.totals.vats.map((vat): [string, string, boolean] => [
      fill(texts.vat, { rate: String(vat.rateBp / 100) }),
      money(vat.amount),
      false,
    ]),
    [texts.totalIncVat, money(order.orderValueIncVat), false],
    ...paidFromBalance(order).map(([part, amount]): [string, string, boolean] => [
      texts[part],
      money(-amount),
      false,
    ]),
    [texts.toPay, money(order.totalIncVat), true],
  ];
  for (const [label, value, bold] of totals) {
    const y = doc.y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 12 : 10)
      .fillColor(THEME);
    doc.text(label, MARGIN + width - 300, y, { width: 190, align: 'right' });
    doc.text(value, MARGIN + width - 100, y, { width: 100, align: 'right' });
    doc.moveDown(0.3);
  }
  doc.moveDown(1);
  doc.x = MARGIN;
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(texts.terms, { width });

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    const seller = `${texts.seller}: ${SELLER.name} · ${SELLER.address} · ${SELLER.organisationNumber} · ${SELLER.vatNumber} · ${texts.bankgiro} ${SELLER.bankgiro}`;
    doc.text(seller, MARGIN, doc.page.height - MARGIN + 4, { width, align: 'center', lineBreak: false });
    doc.text(`${texts.page} ${i + 1}/${range.count}`, MARGIN, doc.page.height - MARGIN + 16, {
      width,
      align: 'center',
      lineBreak: false,
    });
  }
  doc.end();
  return done;
}
