import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, rentalObjects, rentalUnits } from '#src/db/schema.ts';
import { bookUnit } from '#src/modules/rentals/bookings.ts';
import { isDepotOpen } from '#src/modules/rentals/depot-days.ts';
import { addDays, stockholmDate, weekday } from '#src/modules/rentals/period.ts';
import { useTestApi } from './suite.ts';

const { db, data } = useTestApi();

const LIST = `query ($filter: FilterInputType, $period: RentalPeriodInput, $take: Int) {
  products(categoryAlias: "uthyrning", take: $take, filter: $filter) {
    count rentalPeriodProblem
    products {
      productId alias primaryCategory { name }
      person: rentalAvailability(period: $period) { freeUnits price { sellingPriceIncVat sellingPriceExVat } }
      company: rentalAvailability(period: $period, customerType: ORGANIZATION) { freeUnits price { sellingPriceIncVat sellingPriceExVat } }
    }
    filters { facets { filterId values { _id label count } } }
  } }`;

const AVAILABILITY = `query ($alias: String!, $from: String!, $to: String!, $customerType: CustomerType) {
  rentalAvailability(alias: $alias, from: $from, to: $to, customerType: $customerType) {
    freeUnits price { sellingPriceIncVat sellingPriceExVat }
  } }`;

interface Price {
  sellingPriceIncVat: number;
  sellingPriceExVat: number;
}
interface Quote {
  freeUnits: number;
  price: Price | null;
}
interface Listed {
  products: {
    count: number;
    rentalPeriodProblem: string | null;
    products: {
      productId: number;
      alias: string;
      primaryCategory: { name: string };
      person: Quote | null;
      company: Quote | null;
    }[];
    filters: { facets: { filterId: string; values: { _id: string; label: string; count: number }[] }[] };
  };
}

/** The first open day on or after `date` that falls on `day` (0 Sunday … 6 Saturday). */
function nextOpen(date: string, day?: number): string {
  let d = date;
  while (!isDepotOpen(d) || (day !== undefined && weekday(d) !== day)) d = addDays(d, 1);
  return d;
}

const list = (period?: { from: string; to: string }) =>
  data<Listed>(LIST, { filter: period ? { rentalPeriod: period } : {}, period: period ?? null, take: 100 });

/** The rentals category's children: each machine is in one. */
const categoryFacet = (answer: Listed) =>
  answer.products.filters.facets.find((facet) => facet.filterId === 'categories')?.values ?? [];
const categoryCount = (answer: Listed, name: string) =>
  categoryFacet(answer).find((value) => value.label === name)?.count ?? 0;

describe('rentals listed for a period', () => {
  const today = stockholmDate(new Date());
  const busy = { from: nextOpen(addDays(today, 40), 5), to: '' };
  busy.to = nextOpen(addDays(busy.from, 3));
  const overlapping = { from: nextOpen(addDays(busy.from, -2)), to: nextOpen(addDays(busy.from, 1)) };
  const later = { from: nextOpen(addDays(busy.to, 7)), to: '' };
  later.to = nextOpen(addDays(later.from, 2));

  it('drops a one-machine object booked for overlapping days, lists it on other days, and counts facets on what is listed', async () => {
    const [object] = await db()
      .select({ id: rentalObjects.productId, alias: products.alias })
      .from(rentalObjects)
      .innerJoin(products, eq(products.id, rentalObjects.productId))
      .where(eq(rentalObjects.minimumDays, 1))
      .orderBy(rentalObjects.productId)
      .limit(1);
    if (!object) throw new Error('The demo catalog has no rental objects');
    await db().update(rentalUnits).set({ retiredAt: new Date() }).where(eq(rentalUnits.productId, object.id));
    await db()
      .insert(rentalUnits)
      .values({ productId: object.id, serialNumber: `LIST-${object.id}`, depotId: 1 });
    const booked = await bookUnit(db(), {
      productId: object.id,
      period: busy,
      now: new Date(),
      state: 'confirmed',
      orderId: 1,
    });
    expect(booked.ok).toBe(true);

    const all = await list();
    const listed = all.products.products.find((p) => p.productId === object.id);
    if (!listed) throw new Error('The object is not in the rentals category');
    expect(all.products.rentalPeriodProblem).toBeNull();

    for (const period of [busy, overlapping]) {
      const answer = await list(period);
      expect(answer.products.rentalPeriodProblem).toBeNull();
      const ids = answer.products.products.map((p) => p.productId);
      expect(ids).not.toContain(object.id);
      expect(answer.products.count).toBe(ids.length);
      expect(answer.products.count).toBeGreaterThan(0);
      // Every listed machine has a unit free, and only rental objects are listed.
      expect(answer.products.products.every((p) => (p.person?.freeUnits ?? 0) > 0)).toBe(true);
      const free = await list(later);
      expect(free.products.products.map((p) => p.productId)).toContain(object.id);
      const category = listed.primaryCategory.name;
      expect(categoryCount(answer, category)).toBe(categoryCount(free, category) - 1);
      expect(categoryFacet(answer).reduce((sum, value) => sum + value.count, 0)).toBe(answer.products.count);
    }
  });

  it('prices each card as rentalAvailability does, for private persons and companies', async () => {
    const answer = await list(later);
    expect(answer.products.products.length).toBeGreaterThan(2);
    for (const product of answer.products.products.slice(0, 5)) {
      for (const [key, customerType] of [
        ['person', 'PERSON'],
        ['company', 'ORGANIZATION'],
      ] as const) {
        const { rentalAvailability } = await data<{ rentalAvailability: Quote }>(AVAILABILITY, {
          alias: product.alias,
          ...later,
          customerType,
        });
        expect(product[key]).toEqual(rentalAvailability);
        expect(rentalAvailability.price?.sellingPriceIncVat).toBeGreaterThan(0);
      }
    }
    const [first] = answer.products.products;
    expect(first?.company?.price?.sellingPriceExVat).toBeLessThan(
      first?.person?.price?.sellingPriceExVat ?? 0,
    );
  });

  it('refuses a period no machine can be hired for with its problem, and lists nothing', async () => {
    const cases = [
      [{ from: '2027-02-30', to: '2027-03-02' }, 'BAD_DATE'],
      [{ from: later.to, to: later.from }, 'RETURN_NOT_AFTER_PICKUP'],
      [{ from: addDays(today, -3), to: addDays(today, 1) }, 'PICKUP_IN_THE_PAST'],
      [{ from: later.from, to: addDays(later.from, 120) }, 'LONGER_THAN_MAXIMUM'],
    ] as const;
    for (const [period, problem] of cases) {
      const answer = await list(period);
      expect(answer.products).toMatchObject({ count: 0, rentalPeriodProblem: problem, products: [] });
    }
  });

  it('lists only machines for hire when a search asks for days', async () => {
    const SEARCH = `query ($filter: FilterInputType) {
      products(take: 100, filter: $filter) { count products { alias rental { units } } } }`;
    const { products: found } = await data<{
      products: { count: number; products: { alias: string; rental: { units: number } | null }[] };
    }>(SEARCH, { filter: { searchText: 'hyr', rentalPeriod: later } });
    expect(found.count).toBeGreaterThan(0);
    expect(found.products.every((p) => p.rental !== null)).toBe(true);
  });
});
