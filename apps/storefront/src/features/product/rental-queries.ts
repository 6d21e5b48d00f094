import { graphql, type ResultOf } from '@/lib/graphql/graphql';

// A rental's reads: the booking island asks them from the browser; the page asks a period's
// availability on the server too, when its address names one (the form without JavaScript).

/** An amount as the API formatted it, in both VAT forms. */
export const RentalAmountFields = graphql(`
  fragment RentalAmountFields on PriceType @_unmask {
    sellingPriceIncVatFormatted
    sellingPriceExVatFormatted
  }
`);

export const RentalAvailabilityQuery = graphql(
  `
  query RentalAvailability($channelId: String, $marketId: String, $languageId: String, $alias: String!, $from: String!, $to: String!, $customerType: CustomerType, $deliveryZip: String) {
    rentalAvailability(channelId: $channelId, marketId: $marketId, languageId: $languageId, alias: $alias, from: $from, to: $to, customerType: $customerType, deliveryZip: $deliveryZip) {
      from
      to
      problem
      freeUnits
      available
      days
      price { ...RentalAmountFields }
      deposit { ...RentalAmountFields }
      damageWaiver { ...RentalAmountFields }
      delivery { zip problem price { ...RentalAmountFields } }
    }
  }
`,
  [RentalAmountFields],
);

export const RentalCalendarQuery = graphql(`
  query RentalCalendar($channelId: String, $marketId: String, $languageId: String, $alias: String!, $month: String!) {
    rentalCalendar(channelId: $channelId, marketId: $marketId, languageId: $languageId, alias: $alias, month: $month) {
      month
      units
      days { date freeUnits open }
    }
  }
`);

/** What a period of a rental costs, for one customer type, and whether a unit is free for all of it. */
export type RentalQuote = NonNullable<ResultOf<typeof RentalAvailabilityQuery>['rentalAvailability']>;
export type RentalMonth = NonNullable<ResultOf<typeof RentalCalendarQuery>['rentalCalendar']>;
