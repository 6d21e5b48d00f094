/** The order desk's documents of the staff API, as the admin app sends them. */
export const ORDER_DESK = {
  orders: `query ($filter: OrderFilter, $sort: OrderSort, $first: Int, $after: String) {
    orders(filter: $filter, sort: $sort, first: $first, after: $after) {
      totalCount totalCountCapped hasNextPage endCursor
      nodes { id createdAt stage market customerType email name company identityNumber currency orderValueIncVat totalIncVat paymentType }
    }
  }`,
  order: `query ($id: Int!) {
    order(id: $id) {
      id stage nextStages platformStatus email identityNumber invoiceNumber ocr dueOn message carrier trackingNumber trackingLink
      billingAddress { firstName lastName city } lines { position name quantity totalIncVat vatRatePercent creditedQuantity }
      orderValueIncVat totalIncVat vats { ratePercent amount }
      timeline { kind at staff { email } from to carrier trackingNumber mail body }
      creditNotes { number reason amountIncVat amountExVat vats { ratePercent amount } lines { position quantity amountIncVat } }
    }
  }`,
  changeStatus: `mutation ($orderId: Int!, $to: OrderStage!, $carrier: String, $trackingNumber: String, $reason: String) {
    changeOrderStatus(orderId: $orderId, to: $to, carrier: $carrier, trackingNumber: $trackingNumber, reason: $reason) {
      refusal message order { id stage carrier trackingNumber }
    }
  }`,
  addNote: `mutation ($orderId: Int!, $body: String!) {
    addOrderNote(orderId: $orderId, body: $body) { refusal message order { id timeline { kind body } } }
  }`,
  credit: `mutation ($orderId: Int!, $lines: [CreditLineInput!], $reason: String!) {
    creditOrder(orderId: $orderId, lines: $lines, reason: $reason) {
      refusal message creditNote { number amountIncVat } order { id stage creditedIncVat }
    }
  }`,
};
