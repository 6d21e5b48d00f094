import { z } from 'zod';
import { builder } from '#src/graphql/builder.ts';
import { INPUT_LIMITS, list, minorUnits, optionalText, text } from '#src/graphql/input.ts';
import { RentalPeriodInputType } from '#src/graphql/rental-period.ts';
import { SORT_ORDERS } from './list-order.ts';

/** Bounds of a list's filter beyond the shared ones. */
export const FILTER_LIMITS = { productIdsMax: 1000, facetsMax: 200 } as const;

export const SortType = builder.enumType('SortType', { values: SORT_ORDERS });

const FilterModeType = builder.enumType('FilterMode', {
  values: ['CURRENT', 'BY_GROUP'] as const,
  description: 'Facets combine BY_GROUP: OR within a facet, AND across facets (the only mode)',
});

const priceBound = minorUnits.nullish();

const PriceFilterInputType = builder.inputType('PriceFilterInputType', {
  fields: (t) => ({
    lowest: t.field({
      type: 'Decimal',
      required: false,
      description: 'Selling price inc VAT',
      validate: priceBound,
    }),
    highest: t.field({
      type: 'Decimal',
      required: false,
      description: 'Selling price inc VAT',
      validate: priceBound,
    }),
  }),
});

export const FilterInputType = builder.inputType('FilterInputType', {
  fields: (t) => ({
    sort: t.field({ type: SortType, required: false }),
    productIds: t.intList({
      required: false,
      description: `At most ${FILTER_LIMITS.productIdsMax}`,
      validate: list(z.number().int(), FILTER_LIMITS.productIdsMax),
    }),
    searchText: t.string({
      required: false,
      description: `Words to search for in the request's language (at most ${INPUT_LIMITS.searchTextMax} characters); sorts by RELEVANCE unless sort is given`,
      validate: optionalText(INPUT_LIMITS.searchTextMax),
    }),
    facets: t.stringList({
      required: false,
      description: 'Selected facet value ids (_id)',
      validate: list(text(INPUT_LIMITS.nameMax), FILTER_LIMITS.facetsMax),
    }),
    filterMode: t.field({ type: FilterModeType, required: false }),
    price: t.field({ type: PriceFilterInputType, required: false }),
    rentalPeriod: t.field({
      type: RentalPeriodInputType,
      required: false,
      description:
        'Only rental products with a unit free for the whole period (and long enough a hire for their shortest); a period that cannot be booked lists nothing and says why in rentalPeriodProblem',
    }),
  }),
});
