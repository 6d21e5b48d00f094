import type { Database } from '#src/db/client.ts';
import { invoiceCustomers, pickupPoints } from '#src/db/schema.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const OPENING_HOURS = {
  sv: 'Mån–fre 8–21, lör–sön 9–19',
  da: 'Man–fre 8–21, lør–søn 9–19',
  en: 'Mon–Fri 8–21, Sat–Sun 9–19',
  fi: 'Ma–pe 8–21, la–su 9–19',
  nb: 'Man–fre 8–21, lør–søn 9–19',
};

/** What a parcel shop is called in each country. */
const SHOP_WORD: Record<string, string> = {
  SE: 'Paketombud',
  DK: 'Pakkeshop',
  NO: 'Pakkeutlevering',
  FI: 'Noutopiste',
  DE: 'Paketshop',
  AX: 'Utlämningsställe',
};

/** A few parcel shops per country, spread over its zips, so every zip has some near it. */
const POINTS: [country: string, zip: string, city: string, street: string][] = [
  ['SE', '111 22', 'Stockholm', 'Vasagatan 12'],
  ['SE', '118 60', 'Stockholm', 'Långholmsgatan 34'],
  ['SE', '171 65', 'Solna', 'Solnavägen 3'],
  ['SE', '411 03', 'Göteborg', 'Kungsgatan 41'],
  ['SE', '211 20', 'Malmö', 'Södra Förstadsgatan 8'],
  ['SE', '753 20', 'Uppsala', 'Kungsgatan 62'],
  ['SE', '582 22', 'Linköping', 'Storgatan 30'],
  ['SE', '903 26', 'Umeå', 'Skolgatan 55'],
  ['SE', '972 31', 'Luleå', 'Storgatan 17'],
  ['DK', '1050', 'København K', 'Bredgade 5'],
  ['DK', '2100', 'København Ø', 'Østerbrogade 88'],
  ['DK', '5000', 'Odense C', 'Vestergade 20'],
  ['DK', '8000', 'Aarhus C', 'Søndergade 14'],
  ['DK', '9000', 'Aalborg', 'Boulevarden 9'],
  ['NO', '0150', 'Oslo', 'Karl Johans gate 7'],
  ['NO', '5003', 'Bergen', 'Torgallmenningen 2'],
  ['NO', '7010', 'Trondheim', 'Nordre gate 11'],
  ['NO', '4006', 'Stavanger', 'Kirkegata 15'],
  ['NO', '9008', 'Tromsø', 'Storgata 60'],
  ['FI', '00100', 'Helsinki', 'Mannerheimintie 10'],
  ['FI', '02100', 'Espoo', 'Tapiontori 3'],
  ['FI', '33100', 'Tampere', 'Hämeenkatu 20'],
  ['FI', '20100', 'Turku', 'Yliopistonkatu 25'],
  ['FI', '90100', 'Oulu', 'Kirkkokatu 12'],
  ['DE', '10115', 'Berlin', 'Invalidenstraße 40'],
  ['DE', '20095', 'Hamburg', 'Mönckebergstraße 9'],
  ['DE', '80331', 'München', 'Sendlinger Straße 21'],
  ['DE', '50667', 'Köln', 'Hohe Straße 80'],
  ['DE', '60311', 'Frankfurt am Main', 'Zeil 66'],
  // Last: a point's id holds its place in this list.
  ['AX', '22100', 'Mariehamn', 'Torggatan 7'],
  ['AX', '22410', 'Godby', 'Godbyvägen 4'],
];

export function pickupPointRows() {
  return POINTS.map(([countryCode, zip, city, addressLine1], i) => ({
    id: `${countryCode}-${zip.replace(/\D/g, '')}-${i + 1}`,
    countryCode,
    name: `${SHOP_WORD[countryCode]} ${city} ${addressLine1.replace(/\s\d+$/, '')}`,
    addressLine1,
    zip,
    city,
    zipNumber: Number(zip.replace(/\D/g, '')),
    openingHours: OPENING_HOURS,
  }));
}

/**
 * Invoice customers with something to show (ADR 28): a blocked person, whose orders are refused
 * (CUSTOMER_BLACKLISTED), and a company with a low credit limit (10 000 kr). Keys as
 * canonicalIdentityNumber writes them.
 */
export const SEEDED_INVOICE_CUSTOMERS = {
  blockedPerson: { identityNumber: '19840321-1231', customerKey: 'SE:PERSON:198403211231' },
  lowCreditCompany: { identityNumber: '556000-0019', customerKey: 'SE:ORGANIZATION:5560000019' },
} as const;

export async function insertCheckoutReferenceData(tx: Tx) {
  await tx.insert(pickupPoints).values(pickupPointRows()).onConflictDoNothing();
  await tx
    .insert(invoiceCustomers)
    .values([
      {
        customerKey: SEEDED_INVOICE_CUSTOMERS.blockedPerson.customerKey,
        blocked: true,
        note: 'Unpaid invoices: blocked from buying on invoice',
      },
      {
        customerKey: SEEDED_INVOICE_CUSTOMERS.lowCreditCompany.customerKey,
        creditLimit: 1_000_000,
        note: 'New company customer: credit limit 10 000 kr',
      },
    ])
    .onConflictDoNothing();
}
