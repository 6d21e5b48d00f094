import { isLanguageCode, type LanguageCode } from '#src/modules/channels/index.ts';
import type { MailContent } from '#src/modules/mail/index.ts';
import { CONFIRMATION_TEXTS, fill, type LoadedOrder, siteUrl } from '#src/modules/orders/index.ts';
import { BOOKING_TEXTS } from './booking-texts.ts';
import type { CustomerBooking } from './customer-bookings.ts';

export type ReminderKind = 'pickup' | 'return';

/**
 * The day-before reminder of a hire's pickup or return, in the order's language (ADR 64): the
 * machine, the day and time of the handover, the depot's address and phone, the order number, and
 * the link to the order the order's other mails carry.
 */
export function reminderMail(loaded: LoadedOrder, booking: CustomerBooking, kind: ReminderKind): MailContent {
  const { order, scope } = loaded;
  const language: LanguageCode = isLanguageCode(order.languageCode) ? order.languageCode : 'sv';
  const t = BOOKING_TEXTS[language];
  const c = CONFIRMATION_TEXTS[language];
  const date = (value: string) =>
    new Intl.DateTimeFormat(scope.money.locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${value}T12:00:00Z`));
  const { depot } = booking;
  const values = {
    name: booking.name,
    time: depot.handoverTime,
    date: date(kind === 'pickup' ? booking.from : booking.to),
    returnDate: date(booking.to),
  };
  return {
    languageCode: language,
    subject: fill(kind === 'pickup' ? t.pickupSubject : t.returnSubject, values),
    greeting: fill(c.greeting, { firstName: order.billingAddress.firstName ?? '' }),
    paragraphs: [
      fill(kind === 'pickup' ? t.pickup : t.return, values),
      fill(t.depot, {
        depot: `${depot.name}, ${depot.street}, ${depot.zip} ${depot.city}`,
        phone: depot.phone,
      }),
      ...(kind === 'pickup' ? [fill(t.bring, { orderNumber: order.id })] : []),
    ],
    action: {
      label: c.action,
      url: siteUrl(
        `/checkout/confirm?id=${order.publicId}&paymentType=${order.paymentType}`,
        language,
        scope.market.alias,
      ),
    },
    footer: [c.footer],
    signature: c.signature,
  };
}
