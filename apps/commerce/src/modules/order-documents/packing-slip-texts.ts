import type { LanguageCode } from '#src/modules/channels/index.ts';

export interface PackingSlipTexts {
  title: string;
  orderNumber: string;
  orderDate: string;
  delivery: string;
  pickupPoint: string;
  desiredDeliveryDate: string;
  yourReference: string;
  deliverTo: string;
  customer: string;
  note: string;
  articleNumber: string;
  description: string;
  brand: string;
  quantity: string;
  backordered: string;
  picked: string;
  lineNote: string;
  units: string;
  seller: string;
  page: string;
}

/**
 * The packing slip in every language the shop speaks: it goes in the parcel, so it names what is
 * in it and what follows later, never a price.
 */
export const PACKING_SLIP_TEXTS: Record<LanguageCode, PackingSlipTexts> = {
  sv: {
    title: 'Följesedel',
    orderNumber: 'Ordernummer',
    orderDate: 'Orderdatum',
    delivery: 'Leveranssätt',
    pickupPoint: 'Utlämningsställe',
    desiredDeliveryDate: 'Önskat leveransdatum',
    yourReference: 'Er referens',
    deliverTo: 'Leveransadress',
    customer: 'Kund',
    note: 'Kundens meddelande',
    articleNumber: 'Art.nr',
    description: 'Benämning',
    brand: 'Märke',
    quantity: 'Antal',
    backordered: 'Restnoterat',
    picked: 'Plockat',
    lineNote: 'Meddelande',
    units: 'Antal enheter',
    seller: 'Avsändare',
    page: 'Sida',
  },
  da: {
    title: 'Følgeseddel',
    orderNumber: 'Ordrenummer',
    orderDate: 'Ordredato',
    delivery: 'Leveringsmetode',
    pickupPoint: 'Udleveringssted',
    desiredDeliveryDate: 'Ønsket leveringsdato',
    yourReference: 'Jeres reference',
    deliverTo: 'Leveringsadresse',
    customer: 'Kunde',
    note: 'Kundens besked',
    articleNumber: 'Varenr.',
    description: 'Beskrivelse',
    brand: 'Mærke',
    quantity: 'Antal',
    backordered: 'Restordre',
    picked: 'Plukket',
    lineNote: 'Besked',
    units: 'Antal enheder',
    seller: 'Afsender',
    page: 'Side',
  },
  en: {
    title: 'Packing slip',
    orderNumber: 'Order number',
    orderDate: 'Order date',
    delivery: 'Delivery',
    pickupPoint: 'Pickup point',
    desiredDeliveryDate: 'Desired delivery date',
    yourReference: 'Your reference',
    deliverTo: 'Deliver to',
    customer: 'Customer',
    note: "Customer's note",
    articleNumber: 'Art. no.',
    description: 'Description',
    brand: 'Brand',
    quantity: 'Qty',
    backordered: 'Backordered',
    picked: 'Picked',
    lineNote: 'Note',
    units: 'Units',
    seller: 'Sender',
    page: 'Page',
  },
  fi: {
    title: 'Lähetyslista',
    orderNumber: 'Tilausnumero',
    orderDate: 'Tilauspäivä',
    delivery: 'Toimitustapa',
    pickupPoint: 'Noutopiste',
    desiredDeliveryDate: 'Toivottu toimituspäivä',
    yourReference: 'Viitteenne',
    deliverTo: 'Toimitusosoite',
    customer: 'Asiakas',
    note: 'Asiakkaan viesti',
    articleNumber: 'Tuotenro',
    description: 'Kuvaus',
    brand: 'Merkki',
    quantity: 'Määrä',
    backordered: 'Jälkitoimitus',
    picked: 'Keräilty',
    lineNote: 'Viesti',
    units: 'Kappaleita',
    seller: 'Lähettäjä',
    page: 'Sivu',
  },
  nb: {
    title: 'Pakkseddel',
    orderNumber: 'Ordrenummer',
    orderDate: 'Ordredato',
    delivery: 'Leveringsmåte',
    pickupPoint: 'Utleveringssted',
    desiredDeliveryDate: 'Ønsket leveringsdato',
    yourReference: 'Deres referanse',
    deliverTo: 'Leveringsadresse',
    customer: 'Kunde',
    note: 'Kundens melding',
    articleNumber: 'Art.nr.',
    description: 'Beskrivelse',
    brand: 'Merke',
    quantity: 'Antall',
    backordered: 'Restordre',
    picked: 'Plukket',
    lineNote: 'Melding',
    units: 'Antall enheter',
    seller: 'Avsender',
    page: 'Side',
  },
};
