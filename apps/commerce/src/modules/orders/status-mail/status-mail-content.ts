import { isLanguageCode, type LanguageCode } from '#src/modules/channels/index.ts';
import type { MailContent } from '#src/modules/mail/index.ts';
import { formatMoney } from '#src/modules/pricing/index.ts';
import { trackingLinkOf } from '../carriers.ts';
import { fill, siteUrl } from '../confirmation/confirmation-content.ts';
import { CONFIRMATION_TEXTS } from '../confirmation/confirmation-texts.ts';
import type { LoadedOrder } from '../order-cart.ts';
import { STATUS_MAIL_TEXTS } from './status-mail-texts.ts';

/** The mail kinds a stage queues (`order_mails.kind`); a credit's is `credit-note-{number}`. */
export const STAGE_MAIL_KINDS = ['confirmed', 'shipped', 'cancelled'] as const;
const CREDIT_NOTE_KIND = /^credit-note-(\d+)$/;

/** What the outbox calls a stage's mail (`mail_outbox.kind`), or null for a kind no stage sends. */
export function outboxKindOf(kind: string): string | null {
  if ((STAGE_MAIL_KINDS as readonly string[]).includes(kind)) return `order-${kind}`;
  return CREDIT_NOTE_KIND.test(kind) ? 'order-credited' : null;
}

/**
 * The mail of an order's new stage in the order's language (ADR 47): confirmed; shipped with the
 * carrier, the tracking number and the carrier's tracking link; cancelled with what went back;
 * a credit note with its lines, VAT per rate and where the money went. `reason` is the one staff
 * gave for a cancellation.
 */
export function statusMailContent(loaded: LoadedOrder, kind: string, reason?: string): MailContent {
  const { order, lines, scope } = loaded;
  const language: LanguageCode = isLanguageCode(order.languageCode) ? order.languageCode : 'sv';
  const t = STATUS_MAIL_TEXTS[language];
  const c = CONFIRMATION_TEXTS[language];
  const money = (minor: number) => formatMoney(minor, order.currencyCode, scope.money.locale);
  const values = { orderNumber: order.id, firstName: order.billingAddress.firstName ?? '' };
  const orderLink = {
    label: c.action,
    url: siteUrl(
      `/checkout/confirm?id=${order.publicId}&paymentType=${order.paymentType}`,
      language,
      scope.market.alias,
    ),
  };
  const base = {
    languageCode: language,
    greeting: fill(c.greeting, values),
    footer: [c.footer],
    signature: c.signature,
  };
  const because = reason ? [fill(t.reason, { reason })] : [];

  if (kind === 'confirmed') {
    return {
      ...base,
      subject: fill(t.confirmedSubject, values),
      paragraphs: [fill(t.confirmed, values)],
      action: orderLink,
    };
  }
  if (kind === 'shipped') {
    const trackingLink = trackingLinkOf(order.carrier, order.trackingNumber);
    return {
      ...base,
      subject: fill(t.shippedSubject, values),
      paragraphs: [
        fill(t.shipped, { ...values, carrier: order.carrier ?? '' }),
        fill(t.trackingNumber, { trackingNumber: order.trackingNumber ?? '' }),
        ...(trackingLink ? [`${t.track}: ${trackingLink}`] : []),
      ],
      action: trackingLink ? { label: t.track, url: trackingLink } : orderLink,
    };
  }
  if (kind === 'cancelled') {
    const back = [
      ...(order.giftCardReturnedIncVat > 0
        ? [fill(t.toGiftCard, { amount: money(order.giftCardReturnedIncVat) })]
        : []),
      ...(order.accountBalanceReturnedIncVat > 0
        ? [fill(t.toAccountBalance, { amount: money(order.accountBalanceReturnedIncVat) })]
        : []),
    ];
    return {
      ...base,
      subject: fill(t.cancelledSubject, values),
      paragraphs: [
        fill(t.cancelled, values),
        ...because,
        ...back,
        ...(order.totalIncVat > 0 ? [t.notOwed] : []),
      ],
      action: orderLink,
    };
  }

  const number = Number(CREDIT_NOTE_KIND.exec(kind)?.[1]);
  const note = loaded.creditNotes.find((n) => n.number === number);
  if (!note) throw new Error(`Order ${order.id} has no credit note ${number}`);
  const noteValues = { ...values, creditNoteNumber: note.number, amount: money(note.amountIncVat) };
  const credited = note.lines.map((part) => {
    const line = lines.find((l) => l.position === part.position);
    const name = line ? (line.skuName ? `${line.name} (${line.skuName})` : line.name) : t.shipping;
    return `${part.quantity} × ${name}: −${money(part.amountIncVat)}`;
  });
  const vats = note.vats.map((vat) => `${fill(t.vat, { rate: vat.rateBp / 100 })}: ${money(vat.amount)}`);
  const back = [
    ...(note.toInvoiceIncVat > 0 ? [fill(t.toInvoice, { amount: money(note.toInvoiceIncVat) })] : []),
    ...(note.toAccountBalanceIncVat > 0
      ? [fill(t.toAccountBalance, { amount: money(note.toAccountBalanceIncVat) })]
      : []),
    ...(note.toGiftCardIncVat > 0 ? [fill(t.toGiftCard, { amount: money(note.toGiftCardIncVat) })] : []),
  ];
  return {
    ...base,
    subject: fill(t.creditedSubject, noteValues),
    paragraphs: [
      fill(t.credited, noteValues),
      fill(t.reason, { reason: note.reason }),
      [...credited, ...vats].join('\n'),
      back.join('\n'),
    ],
    action: orderLink,
  };
}
