import { sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { depots, markets, rentalDeliveryZones } from '#src/db/schema.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const DEMO_DEPOT = {
  name: 'Maskinbutiken hyrdepå',
  street: 'Verkstadsvägen 14',
  zip: '125 30',
  city: 'Älvsjö',
  countryCode: 'SE',
  phone: '+46 8 520 310 30',
  handoverTime: '07:00',
};

/**
 * Delivery to the site and back from the depot in Älvsjö, by the start of the site's zip (ADR 66):
 * Stockholm and its south near, the rest of the county and Södertälje further, Uppsala and the
 * Mälaren towns far; the archipelago's islands (130 xx) and everywhere else not at all. In SEK
 * including VAT; the other markets' prices in their currency, rounded to whole units.
 */
const DELIVERY_ZONES_SEK: readonly [prefix: string, priceSek: number | null][] = [
  ['10', 695],
  ['11', 695],
  ['12', 695],
  ['13', 995],
  ['130', null],
  ['14', 995],
  ['15', 1295],
  ['16', 995],
  ['17', 995],
  ['18', 995],
  ['19', 995],
  ['61', 2495],
  ['63', 2495],
  ['64', 2495],
  ['72', 2495],
  ['73', 2495],
  ['74', 1995],
  ['75', 1995],
  ['76', 1995],
];

/** About a Swedish krona in each currency: the demo's delivery prices are the same service. */
const PER_KRONA: Record<string, number> = { SEK: 1, DKK: 0.65, NOK: 1, EUR: 0.09 };

/** The depot's delivery zones in every market, priced in its currency (minor units). */
export async function insertDeliveryZones(tx: Tx, depotId: number) {
  const shops = await tx.select({ id: markets.id, currency: markets.currencyCode }).from(markets);
  const rows = shops.flatMap((market) =>
    DELIVERY_ZONES_SEK.map(([zipPrefix, sek]) => ({
      depotId,
      zipPrefix,
      marketId: market.id,
      priceIncVat: sek === null ? null : Math.round(sek * (PER_KRONA[market.currency] ?? 1)) * 100,
    })),
  );
  if (rows.length > 0) await tx.insert(rentalDeliveryZones).values(rows).onConflictDoNothing();
}

/** The rentals category's children hold the products that are rented, not sold. */
const RENTAL_PRODUCTS = sql`select p.id, p.article_number, c.alias as category from products p
  join categories c on c.id = p.primary_category_id
  where c.parent_id = (select id from categories where alias = 'uthyrning')`;

/** Whole major units: rental prices are quoted round. */
const whole = (minor: unknown) => sql`(round((${minor})::numeric / 100) * 100)::int`;

/**
 * Makes the demo catalog's rental products rental objects (ADR 60): one depot; a price table per
 * market and customer type from the product's day price (a weekend 2.4 days, a week 5 days,
 * companies 10 % less, private persons a deposit as the product text states it); 2 to 5 units,
 * every fourth object only one; garden machines back the same day, the others after 4 hours; no
 * generated rental-period spec beside the price table.
 */
export async function insertRentals(tx: Tx) {
  const [depot] = await tx.insert(depots).values(DEMO_DEPOT).returning({ id: depots.id });
  if (!depot) throw new Error('The depot was not written');
  await insertDeliveryZones(tx, depot.id);
  await tx.execute(sql`insert into rental_objects (product_id, depot_id, minimum_days, turnaround_hours, damage_waiver_bp)
    select id, ${depot.id}, case when id % 7 = 0 then 2 else 1 end,
      case when category = 'hyr-tradgardsmaskiner' then 0 else 4 end,
      case when category = 'hyr-byggmaskiner' then 1000 end
    from (${RENTAL_PRODUCTS}) rental`);
  const deposit = sql`coalesce(nullif(regexp_replace(pp.value->>'sv', '[^0-9]', '', 'g'), '')::int * 100, 0)`;
  await tx.execute(sql`insert into rental_prices (product_id, market_id, customer_type, day_inc_vat, weekend_inc_vat, week_inc_vat, deposit_inc_vat, vat_rate_bp)
    select o.product_id, pr.market_id, t.type,
      ${whole(sql`pr.selling_inc_vat * t.share`)}, ${whole(sql`pr.selling_inc_vat * 2.4 * t.share`)},
      ${whole(sql`pr.selling_inc_vat * 5 * t.share`)},
      case when t.type = 'PERSON' then ${whole(sql`${deposit} * pr.selling_inc_vat::numeric / se.selling_inc_vat`)} else 0 end,
      pr.vat_rate_bp
    from rental_objects o
    join prices pr on pr.product_id = o.product_id
    join prices se on se.product_id = o.product_id and se.market_id = (select id from markets where alias = 'se')
    left join product_parameters pp on pp.product_id = o.product_id
      and pp.parameter_id = (select id from parameters where identifier = 'deposit')
    cross join (values ('PERSON', 1.0), ('ORGANIZATION', 0.9)) as t(type, share)`);
  await tx.execute(sql`insert into rental_units (product_id, serial_number, hour_meter, depot_id)
    select o.product_id, p.article_number || '-' || lpad(n::text, 2, '0'), (o.product_id * 37 * n) % 2000, o.depot_id
    from rental_objects o join products p on p.id = o.product_id
    cross join lateral generate_series(1, case when o.product_id % 4 = 0 then 1 else 2 + (o.product_id / 4) % 4 end) n`);
  // The price table now says what a day, a weekend and a week cost, so the generated "rental period"
  // spec would only contradict it. The generator still draws it: later products depend on its draws.
  const period = sql`(select id from parameters where identifier = 'rental-period')`;
  await tx.execute(sql`update product_texts t set text2 = array_to_string(array(
      select h from unnest(string_to_array(t.text2, ' · ')) with ordinality as x(h, n)
      where h not like (pa.name->>t.language_code) || ': %' order by n), ' · ')
    from rental_objects o, parameters pa where o.product_id = t.product_id and pa.id = ${period}`);
  await tx.execute(sql`delete from product_parameters pp using rental_objects o
    where pp.product_id = o.product_id and pp.parameter_id = ${period}`);
}
