import { graphql, type ResultOf } from '@/lib/graphql/graphql';

const SkuFields = graphql(`
  fragment StockSkuFields on StockSku @_unmask {
    id
    articleNumber
    ean
    size
    productId
    productAlias
    productArticleNumber
    productName
    inStock
    oversellable
    alwaysAvailable
    incoming
    lowStockThreshold
    isLow
    discontinued
  }
`);

export const StockSkusQuery = graphql(
  `
  query StockSkus($search: String, $lowOnly: Boolean, $first: Int, $after: String, $languageCode: String) {
    stockSkus(search: $search, lowOnly: $lowOnly, first: $first, after: $after, languageCode: $languageCode) {
      totalCount
      countCapped
      endCursor
      hasNextPage
      nodes { ...StockSkuFields }
    }
  }
`,
  [SkuFields],
);

export type StockSkuRow = ResultOf<typeof StockSkusQuery>['stockSkus']['nodes'][number];

export const StockSkuQuery = graphql(
  `
  query StockSku($id: Int!, $languageCode: String) {
    stockSku(id: $id, languageCode: $languageCode) {
      ...StockSkuFields
      prices {
        market
        marketName
        currencyCode
        vatRateBp
        sold
        isDiscounted
        customerTypes {
          customerType
          vatIncluded
          sellingPrice
          regularPrice
          sellingPriceFormatted
          regularPriceFormatted
          lowest30DaysFormatted
        }
        lowest { from to shownOnProductPage }
        scheduled {
          id
          sellingPriceFormatted
          regularPriceFormatted
          sellingPriceIncVat
          regularPriceIncVat
          startsAt
          state
          settledAt
        }
      }
      stockChanges(first: 20) {
        id at actor action reason quantity before after thresholdBefore thresholdAfter note
      }
    }
    me { permissions }
  }
`,
  [SkuFields],
);

export type StockSkuDetail = NonNullable<ResultOf<typeof StockSkuQuery>['stockSku']>;
export type MarketPrice = StockSkuDetail['prices'][number];

const Change = graphql(`
  fragment StockDeskChangeFields on StockDeskChange @_unmask {
    refusal
    message
    scheduledPriceId
  }
`);

export const SetPriceMutation = graphql(
  `
  mutation SetPrice($skuId: Int!, $market: String!, $selling: Decimal!, $regular: Decimal) {
    setPrice(skuId: $skuId, market: $market, sellingPriceIncVat: $selling, regularPriceIncVat: $regular) {
      ...StockDeskChangeFields
    }
  }
`,
  [Change],
);

export const SchedulePriceMutation = graphql(
  `
  mutation SchedulePrice($skuId: Int!, $market: String!, $selling: Decimal!, $regular: Decimal, $startsAt: DateTime!) {
    schedulePrice(
      skuId: $skuId, market: $market, sellingPriceIncVat: $selling, regularPriceIncVat: $regular, startsAt: $startsAt
    ) {
      ...StockDeskChangeFields
    }
  }
`,
  [Change],
);

export const CancelScheduledPriceMutation = graphql(
  `
  mutation CancelScheduledPrice($id: Int!, $skuId: Int) {
    cancelScheduledPrice(id: $id, skuId: $skuId) { ...StockDeskChangeFields }
  }
`,
  [Change],
);

export const ChangeStockMutation = graphql(
  `
  mutation ChangeStock($skuId: Int!, $reason: StockChangeReason!, $quantity: Int!, $note: String) {
    changeStock(skuId: $skuId, reason: $reason, quantity: $quantity, note: $note) { ...StockDeskChangeFields }
  }
`,
  [Change],
);

export const SetThresholdMutation = graphql(
  `
  mutation SetLowStockThreshold($skuId: Int!, $threshold: Int!) {
    setLowStockThreshold(skuId: $skuId, threshold: $threshold) { ...StockDeskChangeFields }
  }
`,
  [Change],
);
