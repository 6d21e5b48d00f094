import { config } from '#src/config.ts';
import { isLanguageCode, type LanguageCode } from '#src/modules/channels/index.ts';
import type { MailContent } from '#src/modules/mail/index.ts';
import { formatMoney } from '#src/modules/pricing/index.ts';
import { SELLER } from '../invoice/seller.ts';
import type { LoadedOrder } from '../order-cart.ts';
import { paidFromBalance } from '../store.ts';
import { CONFIRMATION_TEXTS } from './confirmation-texts.ts';

export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));

/** The storefront's address of a page in the order's language (Swedish has no prefix). */
export function siteUrl(path: string, language: LanguageCode, marketAlias: string): string {
  const prefix = config.marketInPath
    ? `/${marketAlias}/${language}`
    : language === 'sv'
      ? ''
      : `/${language}`;
  return `${config.siteUrl.replace(/\/$/, '')}${prefix}${path}`;
}

/** An address on one line. */
const oneLine = (address: Record<string, string>) =>
  [
    address.company,
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    address.addressLine1,
    [address.zip, address.city].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');

/**
 * The order confirmation in the order's language (ADR 28): the order number and date, each line with
 * its colour and size, quantity and amount, the items, discount, shipping, gift card and total to pay with the VAT
 * per rate, how it is delivered (and what the supplier delivers later), the invoice's due date and
 * OCR reference, and a link to the order. The invoice itself goes along as a PDF, and a signed link
 * opens it on the shop for a month (ADR 28).
 */
export function confirmationContent(
  loaded: LoadedOrder,
  invoiceLink?: { path: string; expiresAt: Date },
): MailContent {
  const { order, lines, payment, scope } = loaded;
  const language: LanguageCode = isLanguageCode(order.languageCode) ? order.languageCode : 'sv';
  const t = CONFIRMATION_TEXTS[language];
  const money = (minor: number) => formatMoney(minor, order.currencyCode, scope.money.locale);
  const date = (value: Date | string) =>
    new Intl.DateTimeFormat(scope.money.locale, { dateStyle: 'long', timeZone: 'Europe/Stockholm' }).format(
      typeof value === 'string' ? new Date(`${value}T12:00:00Z`) : value,
    );
  const values = { orderNumber: order.id, firstName: order.billingAddress.firstName ?? '' };

  const lineBlock = [
    t.lines,
    ...lines.map((line) => {
      const colour = loaded.colours.get(line.productId);
      const details = [
        ...(colour ? [fill(t.colour, { colour })] : []),
        ...(line.skuName ? [fill(t.size, { size: line.skuName })] : []),
      ];
      const name = details.length > 0 ? `${line.name} (${details.join(', ')})` : line.name;
      return `${line.quantity} × ${name}, ${line.articleNumber}: ${money(line.totalIncVat)}`;
    }),
  ].join('\n');
  const totals = [
    `${t.items}: ${money(order.itemValueIncVat)}`,
    ...(order.discountIncVat > 0 ? [`${t.discount}: −${money(order.discountIncVat)}`] : []),
    `${fill(t.shipping, { name: order.shippingName })}: ${money(order.shippingFeeIncVat)}`,
    ...paidFromBalance(order).map(([part, amount]) => `${t[part]}: −${money(amount)}`),
    `${t.total}: ${money(order.totalIncVat)} (${t.exVat} ${money(order.totalExVat)})`,
    ...order.totals.vats.map((vat) => `${fill(t.vat, { rate: vat.rateBp / 100 })}: ${money(vat.amount)}`),
  ].join('\n');
  const delivery = [
    t.delivery,
    `${order.shippingName}`,
    order.pickupPoint
      ? fill(t.pickupAt, { place: oneLine(order.pickupPoint) })
      : fill(t.deliverTo, { address: oneLine(order.shippingAddress) }),
    ...lines
      .filter((line) => line.backorderedQuantity > 0)
      .map((line) => fill(t.backordered, { quantity: line.backorderedQuantity, name: line.name })),
    ...lines.flatMap((line) => {
      const hire = loaded.handovers.get(line.productId);
      if (!hire) return [];
      const { depot, delivery, damageWaiver } = hire;
      const days = { name: line.name, from: date(hire.period.from), to: date(hire.period.to) };
      const waiver = damageWaiver
        ? [fill(t.rentalDamageWaiver, { name: line.name, price: money(damageWaiver.incVat) })]
        : [];
      if (delivery?.problem === null) {
        const zip = `${delivery.zip.slice(0, 3)} ${delivery.zip.slice(3)}`;
        return [fill(t.rentalDelivery, { ...days, zip, price: money(delivery.incVat) }), ...waiver];
      }
      return [
        fill(t.rentalHandover, {
          ...days,
          time: depot.handoverTime,
          depot: `${depot.name}, ${depot.street}, ${depot.zip} ${depot.city}`,
        }),
        ...waiver,
      ];
    }),
  ].join('\n');
  const paymentBlock = [
    t.payment,
    fill(t.invoiceTerms, {
      dueDate: payment?.dueOn ? date(payment.dueOn) : '',
      bankgiro: SELLER.bankgiro,
      ocr: payment?.reference ?? '',
    }),
  ].join('\n');

  return {
    languageCode: language,
    subject: fill(t.subject, values),
    greeting: fill(t.greeting, values),
    paragraphs: [
      t.thanks,
      fill(t.orderNumber, { ...values, date: date(order.createdAt) }),
      lineBlock,
      totals,
      delivery,
      paymentBlock,
      ...(invoiceLink
        ? [
            fill(t.invoiceLink, {
              date: date(invoiceLink.expiresAt),
              url: `${config.siteUrl.replace(/\/$/, '')}${invoiceLink.path}`,
            }),
          ]
        : []),
      ...(order.message ? [fill(t.message, { message: order.message })] : []),
    ],
    action: {
      label: t.action,
      url: siteUrl(
        `/checkout/confirm?id=${order.publicId}&paymentType=${order.paymentType}`,
        language,
        scope.market.alias,
      ),
    },
    footer: [t.footer],
    signature: t.signature,
  };
}
