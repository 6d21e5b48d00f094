import type { LanguageCode } from '#src/modules/channels/index.ts';

/** The words of a hire's reminders and of its cancellation by the shopper, in one language; {placeholders} are filled. */
export interface BookingTexts {
  pickupSubject: string;
  pickup: string;
  returnSubject: string;
  return: string;
  depot: string;
  bring: string;
  /** The credit note's reason when the shopper cancels a hire (shown in its mail and to staff). */
  cancelledByCustomer: string;
}

/** Every language the shop speaks; a missing one fails the type check (ADR 26). */
export const BOOKING_TEXTS: Record<LanguageCode, BookingTexts> = {
  sv: {
    pickupSubject: 'Påminnelse: hämta {name} i morgon',
    pickup: 'Välkommen att hämta {name} i morgon, {date}, klockan {time}. Hyran pågår till {returnDate}.',
    returnSubject: 'Påminnelse: lämna tillbaka {name} i morgon',
    return: 'Hyran av {name} slutar i morgon: lämna tillbaka maskinen {date} senast klockan {time}.',
    depot: 'Depå: {depot}. Telefon {phone}.',
    bring: 'Ta med legitimation och ordernummer {orderNumber}.',
    cancelledByCustomer: 'Du avbokade hyran av {name}, {period}.',
  },
  da: {
    pickupSubject: 'Påmindelse: hent {name} i morgen',
    pickup:
      'Du er velkommen til at hente {name} i morgen, {date}, klokken {time}. Lejen varer til {returnDate}.',
    returnSubject: 'Påmindelse: aflever {name} i morgen',
    return: 'Lejen af {name} slutter i morgen: aflever maskinen {date} senest klokken {time}.',
    depot: 'Depot: {depot}. Telefon {phone}.',
    bring: 'Medbring legitimation og ordrenummer {orderNumber}.',
    cancelledByCustomer: 'Du afbestilte lejen af {name}, {period}.',
  },
  en: {
    pickupSubject: 'Reminder: collect {name} tomorrow',
    pickup:
      'You are welcome to collect {name} tomorrow, {date}, at {time}. The hire runs until {returnDate}.',
    returnSubject: 'Reminder: return {name} tomorrow',
    return: 'Your hire of {name} ends tomorrow: please return the machine on {date} by {time}.',
    depot: 'Depot: {depot}. Phone {phone}.',
    bring: 'Please bring photo ID and your order number {orderNumber}.',
    cancelledByCustomer: 'You cancelled the hire of {name}, {period}.',
  },
  fi: {
    pickupSubject: 'Muistutus: nouda {name} huomenna',
    pickup: 'Tervetuloa noutamaan {name} huomenna {date} kello {time}. Vuokra-aika päättyy {returnDate}.',
    returnSubject: 'Muistutus: palauta {name} huomenna',
    return: 'Vuokra-aikasi ({name}) päättyy huomenna: palautathan koneen {date} viimeistään kello {time}.',
    depot: 'Varikko: {depot}. Puhelin {phone}.',
    bring: 'Ota mukaan henkilöllisyystodistus ja tilausnumero {orderNumber}.',
    cancelledByCustomer: 'Peruit vuokrauksen: {name}, {period}.',
  },
  nb: {
    pickupSubject: 'Påminnelse: hent {name} i morgen',
    pickup: 'Velkommen til å hente {name} i morgen, {date}, klokken {time}. Leien varer til {returnDate}.',
    returnSubject: 'Påminnelse: lever {name} tilbake i morgen',
    return: 'Leien av {name} slutter i morgen: lever maskinen tilbake {date} senest klokken {time}.',
    depot: 'Depot: {depot}. Telefon {phone}.',
    bring: 'Ta med legitimasjon og ordrenummer {orderNumber}.',
    cancelledByCustomer: 'Du avbestilte leien av {name}, {period}.',
  },
};
