import type { LanguageCode } from '#src/modules/channels/index.ts';

export interface InvoiceTexts {
  title: string;
  invoiceNumber: string;
  orderNumber: string;
  invoiceDate: string;
  dueDate: string;
  ocr: string;
  bankgiro: string;
  customer: string;
  identityNumber: { PERSON: string; ORGANIZATION: string };
  yourReference: string;
  articleNumber: string;
  description: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  shipping: string;
  discount: string;
  subtotalExVat: string;
  vat: string;
  totalIncVat: string;
  giftCard: string;
  accountBalance: string;
  toPay: string;
  terms: string;
  seller: string;
  page: string;
}

/** The invoice in every language the shop speaks; amounts ex VAT per line, VAT summed per rate. */
export const INVOICE_TEXTS: Record<LanguageCode, InvoiceTexts> = {
  sv: {
    title: 'Faktura',
    invoiceNumber: 'Fakturanummer',
    orderNumber: 'Ordernummer',
    invoiceDate: 'Fakturadatum',
    dueDate: 'Förfallodatum',
    ocr: 'OCR-nummer',
    bankgiro: 'Bankgiro',
    customer: 'Kund',
    identityNumber: { PERSON: 'Personnummer', ORGANIZATION: 'Organisationsnummer' },
    yourReference: 'Er referens',
    articleNumber: 'Art.nr',
    description: 'Benämning',
    quantity: 'Antal',
    unitPrice: 'À-pris exkl. moms',
    amount: 'Belopp exkl. moms',
    shipping: 'Frakt',
    discount: 'Rabatt',
    subtotalExVat: 'Summa exkl. moms',
    vat: 'Moms {rate} %',
    totalIncVat: 'Summa inkl. moms',
    giftCard: 'Betalt med presentkort',
    accountBalance: 'Betalt från ditt saldo',
    toPay: 'Att betala',
    terms: 'Betalningsvillkor 30 dagar. Ange OCR-numret vid betalning. Dröjsmålsränta enligt räntelagen.',
    seller: 'Säljare',
    page: 'Sida',
  },
  da: {
    title: 'Faktura',
    invoiceNumber: 'Fakturanummer',
    orderNumber: 'Ordrenummer',
    invoiceDate: 'Fakturadato',
    dueDate: 'Forfaldsdato',
    ocr: 'OCR-nummer',
    bankgiro: 'Bankgiro',
    customer: 'Kunde',
    identityNumber: { PERSON: 'CPR-nummer', ORGANIZATION: 'CVR-nummer' },
    yourReference: 'Jeres reference',
    articleNumber: 'Varenr.',
    description: 'Beskrivelse',
    quantity: 'Antal',
    unitPrice: 'Stk.-pris ekskl. moms',
    amount: 'Beløb ekskl. moms',
    shipping: 'Fragt',
    discount: 'Rabat',
    subtotalExVat: 'I alt ekskl. moms',
    vat: 'Moms {rate} %',
    totalIncVat: 'I alt inkl. moms',
    giftCard: 'Betalt med gavekort',
    accountBalance: 'Betalt fra din saldo',
    toPay: 'At betale',
    terms: 'Betalingsbetingelser 30 dage. Angiv OCR-nummeret ved betaling.',
    seller: 'Sælger',
    page: 'Side',
  },
  en: {
    title: 'Invoice',
    invoiceNumber: 'Invoice number',
    orderNumber: 'Order number',
    invoiceDate: 'Invoice date',
    dueDate: 'Due date',
    ocr: 'OCR reference',
    bankgiro: 'Bankgiro',
    customer: 'Customer',
    identityNumber: { PERSON: 'Personal id', ORGANIZATION: 'Organisation number' },
    yourReference: 'Your reference',
    articleNumber: 'Art. no.',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price excl. VAT',
    amount: 'Amount excl. VAT',
    shipping: 'Shipping',
    discount: 'Discount',
    subtotalExVat: 'Total excl. VAT',
    vat: 'VAT {rate}%',
    totalIncVat: 'Total incl. VAT',
    giftCard: 'Paid by gift card',
    accountBalance: 'Paid from your balance',
    toPay: 'To pay',
    terms: 'Payment terms 30 days. Quote the OCR reference when paying.',
    seller: 'Seller',
    page: 'Page',
  },
  fi: {
    title: 'Lasku',
    invoiceNumber: 'Laskun numero',
    orderNumber: 'Tilausnumero',
    invoiceDate: 'Laskun päivämäärä',
    dueDate: 'Eräpäivä',
    ocr: 'Viitenumero',
    bankgiro: 'Bankgiro',
    customer: 'Asiakas',
    identityNumber: { PERSON: 'Henkilötunnus', ORGANIZATION: 'Y-tunnus' },
    yourReference: 'Viitteenne',
    articleNumber: 'Tuotenro',
    description: 'Kuvaus',
    quantity: 'Määrä',
    unitPrice: 'Yksikköhinta ilman ALV:tä',
    amount: 'Summa ilman ALV:tä',
    shipping: 'Toimitus',
    discount: 'Alennus',
    subtotalExVat: 'Yhteensä ilman ALV:tä',
    vat: 'ALV {rate} %',
    totalIncVat: 'Yhteensä sis. ALV',
    giftCard: 'Maksettu lahjakortilla',
    accountBalance: 'Maksettu saldostasi',
    toPay: 'Maksettavaa',
    terms: 'Maksuehto 30 päivää. Käytä viitenumeroa maksaessasi.',
    seller: 'Myyjä',
    page: 'Sivu',
  },
  nb: {
    title: 'Faktura',
    invoiceNumber: 'Fakturanummer',
    orderNumber: 'Ordrenummer',
    invoiceDate: 'Fakturadato',
    dueDate: 'Forfallsdato',
    ocr: 'KID/OCR-nummer',
    bankgiro: 'Bankgiro',
    customer: 'Kunde',
    identityNumber: { PERSON: 'Fødselsnummer', ORGANIZATION: 'Organisasjonsnummer' },
    yourReference: 'Deres referanse',
    articleNumber: 'Art.nr.',
    description: 'Beskrivelse',
    quantity: 'Antall',
    unitPrice: 'Stykkpris ekskl. mva.',
    amount: 'Beløp ekskl. mva.',
    shipping: 'Frakt',
    discount: 'Rabatt',
    subtotalExVat: 'Sum ekskl. mva.',
    vat: 'Mva. {rate} %',
    totalIncVat: 'Sum inkl. mva.',
    giftCard: 'Betalt med gavekort',
    accountBalance: 'Betalt fra saldoen din',
    toPay: 'Å betale',
    terms: 'Betalingsbetingelser 30 dager. Oppgi OCR-nummeret ved betaling.',
    seller: 'Selger',
    page: 'Side',
  },
};
