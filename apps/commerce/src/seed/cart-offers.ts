import type { Database } from '#src/db/client.ts';
import { cartCampaigns, giftCards, promoCodes } from '#src/db/schema.ts';
import { brandRows, categoryRows } from './catalog-definitions.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const STARTED = new Date(Date.UTC(2026, 0, 1));

const idOf = (rows: { id: number; alias: string }[], alias: string) => {
  const row = rows.find((r) => r.alias === alias);
  if (!row) throw new Error(`No ${alias} to seed a cart offer for`);
  return row.id;
};

/** One promo code for each rule and state of spec section 4 (VARREA has ended: invalid). */
function promoCodeRows() {
  const perCurrency = (sek: number, dkk: number, nok: number, eur: number) => ({
    SEK: sek,
    DKK: dkk,
    NOK: nok,
    EUR: eur,
  });
  return [
    {
      code: 'VALKOMMEN10',
      kind: 'PERCENTAGE' as const,
      discountBp: 1000,
      name: {
        sv: 'Välkomstrabatt 10 %',
        da: 'Velkomstrabat 10 %',
        en: 'Welcome discount 10%',
        fi: 'Tervetuliaisalennus 10 %',
        nb: 'Velkomstrabatt 10 %',
      },
      startsAt: STARTED,
    },
    {
      code: 'SPARA200',
      kind: 'FIXED_AMOUNT' as const,
      amountOff: perCurrency(20_000, 15_000, 20_000, 2_000),
      minimumOrder: perCurrency(100_000, 75_000, 100_000, 10_000),
      name: {
        sv: 'Fast rabatt på större order',
        da: 'Fast rabat på større ordrer',
        en: 'Money off larger orders',
        fi: 'Kiinteä alennus suuremmista tilauksista',
        nb: 'Fast rabatt på større ordre',
      },
      startsAt: STARTED,
    },
    {
      code: 'FRIFRAKT',
      kind: 'FREE_SHIPPING' as const,
      name: {
        sv: 'Fri frakt',
        da: 'Gratis fragt',
        en: 'Free shipping',
        fi: 'Ilmainen toimitus',
        nb: 'Fri frakt',
      },
      startsAt: STARTED,
    },
    {
      code: 'STORKOP15',
      kind: 'PERCENTAGE' as const,
      discountBp: 1500,
      minimumOrder: perCurrency(500_000, 350_000, 500_000, 45_000),
      name: {
        sv: '15 % på stora order',
        da: '15 % på store ordrer',
        en: '15% off large orders',
        fi: '15 % suurista tilauksista',
        nb: '15 % på store ordre',
      },
      startsAt: STARTED,
    },
    {
      code: 'NORDGRAV5',
      kind: 'PERCENTAGE' as const,
      discountBp: 500,
      requiredBrandId: idOf(brandRows(), 'nordgrav'),
      name: {
        sv: '5 % med en Nordgrav i varukorgen',
        da: '5 % med en Nordgrav i kurven',
        en: '5% with a Nordgrav in the cart',
        fi: '5 % kun ostoskorissa on Nordgrav',
        nb: '5 % med en Nordgrav i handlekurven',
      },
      startsAt: STARTED,
    },
    {
      code: 'VARREA',
      kind: 'PERCENTAGE' as const,
      discountBp: 2000,
      name: { sv: 'Vårrea', da: 'Forårsudsalg', en: 'Spring sale', fi: 'Kevätalennukset', nb: 'Vårsalg' },
      startsAt: new Date(Date.UTC(2026, 2, 1)),
      endsAt: new Date(Date.UTC(2026, 3, 30)),
    },
  ];
}

export const giftCardRows = [
  { code: 'PRESENTKORT-500', currencyCode: 'SEK', balance: 50_000 },
  { code: 'PRESENTKORT-5000', currencyCode: 'SEK', balance: 500_000 },
  { code: 'LAHJAKORTTI-50', currencyCode: 'EUR', balance: 5_000 },
];

function cartCampaignRows() {
  return [
    {
      alias: '3-for-2-tandstift',
      kind: 'QUANTITY_PRICE' as const,
      categoryId: idOf(categoryRows(), 'tandstift'),
      buyQuantity: 3,
      payQuantity: 2,
      name: {
        sv: '3 för 2 på tändstift',
        da: '3 for 2 på tændrør',
        en: '3 for 2 on spark plugs',
        fi: '3 kahden hinnalla sytytystulpista',
        nb: '3 for 2 på tennplugger',
      },
      startsAt: STARTED,
    },
    {
      alias: 'storkop-10-varor',
      kind: 'CART_DISCOUNT' as const,
      discountBp: 500,
      minItems: 10,
      name: {
        sv: '5 % när du köper 10 varor eller fler',
        da: '5 % når du køber 10 varer eller flere',
        en: '5% off when you buy 10 items or more',
        fi: '5 % kun ostat vähintään 10 tuotetta',
        nb: '5 % når du kjøper 10 varer eller flere',
      },
      startsAt: STARTED,
    },
  ];
}

/** The demo shop's promo codes, gift cards and cart campaigns (ADR 23). */
export async function insertCartOffers(tx: Tx | Database) {
  await tx.insert(promoCodes).values(promoCodeRows());
  await tx.insert(giftCards).values(giftCardRows);
  await tx.insert(cartCampaigns).values(cartCampaignRows());
}
