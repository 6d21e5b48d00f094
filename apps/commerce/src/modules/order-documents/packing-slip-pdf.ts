import { type LanguageCode, localized } from '#src/modules/channels/index.ts';
import { type LoadedOrder, SELLER } from '#src/modules/orders/index.ts';
import { addressLines, documentDate } from './document-parts.ts';
import { PACKING_SLIP_TEXTS } from './packing-slip-texts.ts';
import { startSheet } from './sheet.ts';

/** The file name a packing slip is served under. */
export const packingSlipFileName = (orderId: number) => `foljesedel-${orderId}.pdf`;

/**
 * An order's packing slip: where it goes and how, who bought it, the shopper's note, and each line
 * with its quantity, what is backordered and a box to tick when picked. No prices: it travels in
 * the parcel. Same order, same bytes: the creation date is the order's.
 */
export function renderPackingSlipPdf(loaded: LoadedOrder, lang: LanguageCode): Promise<Buffer> {
  const { order, lines, scope } = loaded;
  const texts = PACKING_SLIP_TEXTS[lang];
  const date = documentDate(scope.money.locale);
  const country = localized(scope.market.country.name, lang);
  const sheet = startSheet({
    title: texts.title,
    lang,
    info: {
      Title: `${texts.title} ${order.id}`,
      Subject: `${texts.orderNumber} ${order.id}`,
      CreationDate: order.createdAt,
    },
  });

  const facts: [string, string][] = [
    [texts.orderNumber, String(order.id)],
    [texts.orderDate, date(order.createdAt)],
    [texts.delivery, order.shippingName],
  ];
  if (order.desiredDeliveryDate) facts.push([texts.desiredDeliveryDate, date(order.desiredDeliveryDate)]);
  if (order.customerOrderNumber) facts.push([texts.yourReference, order.customerOrderNumber]);
  const blocks = [{ label: texts.deliverTo, lines: addressLines(order.shippingAddress, country) }];
  if (order.pickupPoint) blocks.push({ label: texts.pickupPoint, lines: addressLines(order.pickupPoint) });
  blocks.push({ label: texts.customer, lines: [...addressLines(order.billingAddress), order.email] });
  sheet.header(facts, blocks);
  if (order.message) sheet.paragraph(texts.note, order.message);

  sheet.table(
    [
      { label: texts.articleNumber, share: 2 },
      { label: texts.description, share: 5 },
      { label: texts.brand, share: 2 },
      { label: texts.quantity, share: 1, align: 'right' },
      { label: texts.backordered, share: 1.6, align: 'right' },
      { label: texts.picked, share: 1.2, align: 'right' },
    ],
    lines.map((line) => ({
      cells: [
        line.articleNumber,
        line.skuName ? `${line.name} (${line.skuName})` : line.name,
        line.brandName,
        String(line.quantity),
        line.backorderedQuantity > 0 ? String(line.backorderedQuantity) : '',
        '[   ]',
      ],
      note: line.message ? `${texts.lineNote}: ${line.message}` : undefined,
    })),
  );
  sheet.totals([[texts.units, String(lines.reduce((sum, line) => sum + line.quantity, 0))]], true);
  return sheet.finish(`${texts.seller}: ${SELLER.name} · ${SELLER.address}`, texts.page);
}
