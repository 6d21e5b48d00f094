import type { LanguageCode } from '#src/modules/channels/index.ts';

/** The words of the mails an order's stages send, in one language; {placeholders} are filled from the order. */
export interface StatusMailTexts {
  confirmedSubject: string;
  confirmed: string;
  shippedSubject: string;
  shipped: string;
  trackingNumber: string;
  track: string;
  cancelledSubject: string;
  cancelled: string;
  creditedSubject: string;
  credited: string;
  reason: string;
  shipping: string;
  vat: string;
  toInvoice: string;
  toAccountBalance: string;
  toGiftCard: string;
  notOwed: string;
}

/** Every language the shop speaks; a missing one fails the type check (ADR 26). */
export const STATUS_MAIL_TEXTS: Record<LanguageCode, StatusMailTexts> = {
  sv: {
    confirmedSubject: 'Din order {orderNumber} är bekräftad',
    confirmed: 'Vi har bekräftat din order {orderNumber} och gör i ordning den för leverans.',
    shippedSubject: 'Din order {orderNumber} har skickats',
    shipped: 'Din order {orderNumber} har lämnat vårt lager med {carrier}.',
    trackingNumber: 'Kollinummer: {trackingNumber}',
    track: 'Spåra försändelsen',
    cancelledSubject: 'Din order {orderNumber} har avbrutits',
    cancelled: 'Din order {orderNumber} har avbrutits.',
    creditedSubject: 'Kreditfaktura {creditNoteNumber} för order {orderNumber}',
    credited: 'Vi har krediterat {amount} av din order {orderNumber} (kreditfaktura {creditNoteNumber}).',
    reason: 'Orsak: {reason}',
    shipping: 'Frakt',
    vat: 'varav moms {rate} %',
    toInvoice: 'Avräknas från fakturan eller betalas tillbaka: {amount}',
    toAccountBalance: 'Tillbaka till ditt saldo: {amount}',
    toGiftCard: 'Tillbaka till presentkortet: {amount}',
    notOwed: 'Fakturan för ordern behöver inte betalas.',
  },
  da: {
    confirmedSubject: 'Din ordre {orderNumber} er bekræftet',
    confirmed: 'Vi har bekræftet din ordre {orderNumber} og gør den klar til levering.',
    shippedSubject: 'Din ordre {orderNumber} er afsendt',
    shipped: 'Din ordre {orderNumber} har forladt vores lager med {carrier}.',
    trackingNumber: 'Pakkenummer: {trackingNumber}',
    track: 'Følg forsendelsen',
    cancelledSubject: 'Din ordre {orderNumber} er annulleret',
    cancelled: 'Din ordre {orderNumber} er annulleret.',
    creditedSubject: 'Kreditnota {creditNoteNumber} for ordre {orderNumber}',
    credited: 'Vi har krediteret {amount} af din ordre {orderNumber} (kreditnota {creditNoteNumber}).',
    reason: 'Årsag: {reason}',
    shipping: 'Fragt',
    vat: 'heraf moms {rate} %',
    toInvoice: 'Fratrækkes fakturaen eller betales tilbage: {amount}',
    toAccountBalance: 'Tilbage til din saldo: {amount}',
    toGiftCard: 'Tilbage til gavekortet: {amount}',
    notOwed: 'Fakturaen for ordren skal ikke betales.',
  },
  en: {
    confirmedSubject: 'Your order {orderNumber} is confirmed',
    confirmed: 'We have confirmed your order {orderNumber} and are getting it ready for delivery.',
    shippedSubject: 'Your order {orderNumber} has shipped',
    shipped: 'Your order {orderNumber} has left our warehouse with {carrier}.',
    trackingNumber: 'Tracking number: {trackingNumber}',
    track: 'Track your parcel',
    cancelledSubject: 'Your order {orderNumber} has been cancelled',
    cancelled: 'Your order {orderNumber} has been cancelled.',
    creditedSubject: 'Credit note {creditNoteNumber} for order {orderNumber}',
    credited: 'We have credited {amount} of your order {orderNumber} (credit note {creditNoteNumber}).',
    reason: 'Reason: {reason}',
    shipping: 'Shipping',
    vat: 'of which VAT {rate}%',
    toInvoice: 'Taken off the invoice or paid back: {amount}',
    toAccountBalance: 'Back to your balance: {amount}',
    toGiftCard: 'Back to the gift card: {amount}',
    notOwed: 'The invoice for the order need not be paid.',
  },
  fi: {
    confirmedSubject: 'Tilauksesi {orderNumber} on vahvistettu',
    confirmed: 'Olemme vahvistaneet tilauksesi {orderNumber} ja valmistelemme sitä toimitusta varten.',
    shippedSubject: 'Tilauksesi {orderNumber} on lähetetty',
    shipped: 'Tilauksesi {orderNumber} on lähtenyt varastostamme kuljetusyhtiöllä {carrier}.',
    trackingNumber: 'Lähetystunnus: {trackingNumber}',
    track: 'Seuraa lähetystä',
    cancelledSubject: 'Tilauksesi {orderNumber} on peruttu',
    cancelled: 'Tilauksesi {orderNumber} on peruttu.',
    creditedSubject: 'Hyvityslasku {creditNoteNumber} tilaukselle {orderNumber}',
    credited: 'Olemme hyvittäneet {amount} tilauksestasi {orderNumber} (hyvityslasku {creditNoteNumber}).',
    reason: 'Syy: {reason}',
    shipping: 'Toimitus',
    vat: 'josta ALV {rate} %',
    toInvoice: 'Vähennetään laskusta tai maksetaan takaisin: {amount}',
    toAccountBalance: 'Takaisin saldollesi: {amount}',
    toGiftCard: 'Takaisin lahjakortille: {amount}',
    notOwed: 'Tilauksen laskua ei tarvitse maksaa.',
  },
  nb: {
    confirmedSubject: 'Ordren din {orderNumber} er bekreftet',
    confirmed: 'Vi har bekreftet ordren din {orderNumber} og gjør den klar for levering.',
    shippedSubject: 'Ordren din {orderNumber} er sendt',
    shipped: 'Ordren din {orderNumber} har forlatt lageret vårt med {carrier}.',
    trackingNumber: 'Sporingsnummer: {trackingNumber}',
    track: 'Spor sendingen',
    cancelledSubject: 'Ordren din {orderNumber} er kansellert',
    cancelled: 'Ordren din {orderNumber} er kansellert.',
    creditedSubject: 'Kreditnota {creditNoteNumber} for ordre {orderNumber}',
    credited: 'Vi har kreditert {amount} av ordren din {orderNumber} (kreditnota {creditNoteNumber}).',
    reason: 'Årsak: {reason}',
    shipping: 'Frakt',
    vat: 'herav mva. {rate} %',
    toInvoice: 'Trekkes fra fakturaen eller betales tilbake: {amount}',
    toAccountBalance: 'Tilbake til saldoen din: {amount}',
    toGiftCard: 'Tilbake til gavekortet: {amount}',
    notOwed: 'Fakturaen for ordren skal ikke betales.',
  },
};
