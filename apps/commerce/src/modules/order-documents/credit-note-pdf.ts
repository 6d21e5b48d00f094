import type { creditNotes } from '#src/db/schema.ts';
import { type LanguageCode, localized } from '#src/modules/channels/index.ts';
import { type LoadedOrder, maskedIdentityNumber, SELLER } from '#src/modules/orders/index.ts';
import { CREDIT_NOTE_TEXTS } from './credit-note-texts.ts';
import { addressLines, documentDate, documentMoney, fill } from './document-parts.ts';
import { startSheet } from './sheet.ts';

/** A credit note as it is kept (modules/orders writes it); its lines name the order's lines by position. */
export type CreditNoteRow = typeof creditNotes.$inferSelect;

/**
 * The credit's lines as printed: the order line each credits (article number and name), or the
 * shipping fee for position 0; the unit price ex VAT where a whole number of units was credited.
 */
function printedLines(loaded: LoadedOrder, credit: CreditNoteRow, shipping: string) {
  const byPosition = new Map(loaded.lines.map((line) => [line.position, line]));
  return credit.lines.map((line) => {
    const ordered = byPosition.get(line.position);
    if (line.position === 0 || !ordered) {
      return {
        articleNumber: '',
        description: `${shipping}: ${loaded.order.shippingName}`,
        unit: null,
        ...line,
      };
    }
    const description = ordered.skuName ? `${ordered.name} (${ordered.skuName})` : ordered.name;
    const unit =
      line.quantity > 0 && line.amountExVat % line.quantity === 0 ? line.amountExVat / line.quantity : null;
    return { articleNumber: ordered.articleNumber, description, unit, ...line };
  });
}

/** The file name a credit note is served under. */
export const creditNoteFileName = (number: number) => `kreditfaktura-${number}.pdf`;

/**
 * A credit note as a PDF: the invoice (order) it credits, the customer, the required reason, each
 * credited line ex VAT with its rate, the total ex VAT, VAT per rate and the total inc VAT.
 * Same credit, same bytes: the creation date is the credit's.
 */
export function renderCreditNotePdf(loaded: LoadedOrder, credit: CreditNoteRow, lang: LanguageCode) {
  const { order, payment, scope } = loaded;
  const texts = CREDIT_NOTE_TEXTS[lang];
  const money = documentMoney(order.currencyCode, scope.money.locale);
  const date = documentDate(scope.money.locale);
  const sheet = startSheet({
    title: texts.title,
    lang,
    info: {
      Title: `${texts.title} ${credit.number}`,
      Subject: `${texts.refersToInvoice} ${order.id}`,
      CreationDate: credit.createdAt,
    },
  });
  const identity = order.identityNumber ? maskedIdentityNumber(order.identityNumber) : '–';
  sheet.header(
    [
      [texts.creditNoteNumber, String(credit.number)],
      [texts.creditNoteDate, date(credit.createdAt)],
      [texts.refersToInvoice, String(order.id)],
      [texts.orderNumber, String(order.id)],
      [texts.ocr, payment?.reference ?? '–'],
    ],
    [
      {
        label: texts.customer,
        lines: [
          ...addressLines(order.billingAddress, localized(scope.market.country.name, lang)),
          `${texts.identityNumber[order.customerType]}: ${identity}`,
        ],
      },
    ],
  );
  sheet.paragraph(texts.reason, credit.reason);
  sheet.table(
    [
      { label: texts.articleNumber, share: 2 },
      { label: texts.description, share: 5 },
      { label: texts.quantity, share: 1, align: 'right' },
      { label: texts.unitPrice, share: 2.4, align: 'right' },
      { label: texts.vatRate, share: 1.2, align: 'right' },
      { label: texts.amount, share: 2.4, align: 'right' },
    ],
    printedLines(loaded, credit, texts.shipping).map((line) => ({
      cells: [
        line.articleNumber,
        line.description,
        String(line.quantity),
        line.unit === null ? '' : money(-line.unit),
        `${line.vatRateBp / 100} %`,
        money(-line.amountExVat),
      ],
    })),
  );
  sheet.totals(
    [
      [texts.totalExVat, money(-credit.amountExVat)],
      ...credit.vats.map(({ rateBp, amount }): [string, string] => [
        fill(texts.vat, { rate: String(rateBp / 100) }),
        money(-amount),
      ]),
      [texts.totalIncVat, money(-credit.amountIncVat)],
      [texts.credited, money(credit.amountIncVat)],
    ],
    true,
  );
  sheet.paragraph(null, texts.terms);
  return sheet.finish(
    `${texts.seller}: ${SELLER.name} · ${SELLER.address} · ${SELLER.organisationNumber} · ${SELLER.vatNumber}`,
    texts.page,
  );
}
