import type { LanguageCode } from '#src/modules/channels/index.ts';

export interface CreditNoteTexts {
  title: string;
  creditNoteNumber: string;
  creditNoteDate: string;
  refersToInvoice: string;
  orderNumber: string;
  ocr: string;
  customer: string;
  identityNumber: { PERSON: string; ORGANIZATION: string };
  reason: string;
  articleNumber: string;
  description: string;
  quantity: string;
  unitPrice: string;
  vatRate: string;
  amount: string;
  shipping: string;
  totalExVat: string;
  vat: string;
  totalIncVat: string;
  credited: string;
  terms: string;
  seller: string;
  page: string;
}

/** The credit note in every language the shop speaks: amounts ex VAT per line, VAT summed per rate. */
export const CREDIT_NOTE_TEXTS: Record<LanguageCode, CreditNoteTexts> = {
  sv: {
    title: 'Kreditfaktura',
    creditNoteNumber: 'Kreditfakturanummer',
    creditNoteDate: 'Datum',
    refersToInvoice: 'Krediterar faktura',
    orderNumber: 'Ordernummer',
    ocr: 'OCR-nummer',
    customer: 'Kund',
    identityNumber: { PERSON: 'Personnummer', ORGANIZATION: 'Organisationsnummer' },
    reason: 'Orsak',
    articleNumber: 'Art.nr',
    description: 'Benämning',
    quantity: 'Antal',
    unitPrice: 'À-pris exkl. moms',
    vatRate: 'Moms',
    amount: 'Belopp exkl. moms',
    shipping: 'Frakt',
    totalExVat: 'Summa exkl. moms',
    vat: 'Moms {rate} %',
    totalIncVat: 'Summa inkl. moms',
    credited: 'Krediteras',
    terms: 'Beloppet dras av från fakturan eller betalas tillbaka till dig.',
    seller: 'Säljare',
    page: 'Sida',
  },
  da: {
    title: 'Kreditnota',
    creditNoteNumber: 'Kreditnotanummer',
    creditNoteDate: 'Dato',
    refersToInvoice: 'Krediterer faktura',
    orderNumber: 'Ordrenummer',
    ocr: 'OCR-nummer',
    customer: 'Kunde',
    identityNumber: { PERSON: 'CPR-nummer', ORGANIZATION: 'CVR-nummer' },
    reason: 'Årsag',
    articleNumber: 'Varenr.',
    description: 'Beskrivelse',
    quantity: 'Antal',
    unitPrice: 'Stk.-pris ekskl. moms',
    vatRate: 'Moms',
    amount: 'Beløb ekskl. moms',
    shipping: 'Fragt',
    totalExVat: 'I alt ekskl. moms',
    vat: 'Moms {rate} %',
    totalIncVat: 'I alt inkl. moms',
    credited: 'Krediteres',
    terms: 'Beløbet trækkes fra fakturaen eller betales tilbage til dig.',
    seller: 'Sælger',
    page: 'Side',
  },
  en: {
    title: 'Credit note',
    creditNoteNumber: 'Credit note number',
    creditNoteDate: 'Date',
    refersToInvoice: 'Credits invoice',
    orderNumber: 'Order number',
    ocr: 'OCR reference',
    customer: 'Customer',
    identityNumber: { PERSON: 'Personal id', ORGANIZATION: 'Organisation number' },
    reason: 'Reason',
    articleNumber: 'Art. no.',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price excl. VAT',
    vatRate: 'VAT',
    amount: 'Amount excl. VAT',
    shipping: 'Shipping',
    totalExVat: 'Total excl. VAT',
    vat: 'VAT {rate}%',
    totalIncVat: 'Total incl. VAT',
    credited: 'Credited',
    terms: 'The amount is deducted from the invoice or paid back to you.',
    seller: 'Seller',
    page: 'Page',
  },
  fi: {
    title: 'Hyvityslasku',
    creditNoteNumber: 'Hyvityslaskun numero',
    creditNoteDate: 'Päivämäärä',
    refersToInvoice: 'Hyvittää laskun',
    orderNumber: 'Tilausnumero',
    ocr: 'Viitenumero',
    customer: 'Asiakas',
    identityNumber: { PERSON: 'Henkilötunnus', ORGANIZATION: 'Y-tunnus' },
    reason: 'Syy',
    articleNumber: 'Tuotenro',
    description: 'Kuvaus',
    quantity: 'Määrä',
    unitPrice: 'Yksikköhinta ilman ALV:tä',
    vatRate: 'ALV',
    amount: 'Summa ilman ALV:tä',
    shipping: 'Toimitus',
    totalExVat: 'Yhteensä ilman ALV:tä',
    vat: 'ALV {rate} %',
    totalIncVat: 'Yhteensä sis. ALV',
    credited: 'Hyvitetään',
    terms: 'Summa vähennetään laskusta tai maksetaan sinulle takaisin.',
    seller: 'Myyjä',
    page: 'Sivu',
  },
  nb: {
    title: 'Kreditnota',
    creditNoteNumber: 'Kreditnotanummer',
    creditNoteDate: 'Dato',
    refersToInvoice: 'Krediterer faktura',
    orderNumber: 'Ordrenummer',
    ocr: 'KID/OCR-nummer',
    customer: 'Kunde',
    identityNumber: { PERSON: 'Fødselsnummer', ORGANIZATION: 'Organisasjonsnummer' },
    reason: 'Årsak',
    articleNumber: 'Art.nr.',
    description: 'Beskrivelse',
    quantity: 'Antall',
    unitPrice: 'Stykkpris ekskl. mva.',
    vatRate: 'Mva.',
    amount: 'Beløp ekskl. mva.',
    shipping: 'Frakt',
    totalExVat: 'Sum ekskl. mva.',
    vat: 'Mva. {rate} %',
    totalIncVat: 'Sum inkl. mva.',
    credited: 'Krediteres',
    terms: 'Beløpet trekkes fra fakturaen eller betales tilbake til deg.',
    seller: 'Selger',
    page: 'Side',
  },
};
