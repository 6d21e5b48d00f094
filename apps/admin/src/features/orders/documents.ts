import { graphql, type ResultOf } from '@/lib/graphql/graphql';

export const OrdersQuery = graphql(`
  query Orders($filter: OrderFilter, $sort: OrderSort, $first: Int, $after: String) {
    orders(filter: $filter, sort: $sort, first: $first, after: $after) {
      totalCount
      hasNextPage
      endCursor
      nodes {
        id
        createdAt
        stage
        market
        customerType
        email
        name
        company
        currency
        orderValueIncVat
        creditedIncVat
        paymentType
        trackingNumber
      }
    }
    me {
      permissions
    }
  }
`);

export type OrderRow = ResultOf<typeof OrdersQuery>['orders']['nodes'][number];

const OrderFields = graphql(`
  fragment OrderFields on AdminOrder @_unmask {
    id
    createdAt
    stage
    nextStages
    market
    languageCode
    currency
    customerType
    customerId
    email
    identityNumber
    billingAddress { firstName lastName company addressLine1 addressLine2 zip city country mobile }
    shippingAddress { firstName lastName company addressLine1 addressLine2 zip city country mobile }
    pickupPoint { company addressLine1 zip city country }
    message
    customerOrderNumber
    desiredDeliveryDate
    shippingName
    carrier
    trackingNumber
    trackingLink
    shippedAt
    lines {
      position
      articleNumber
      name
      skuName
      brand
      quantity
      message
      unitPriceIncVat
      unitPriceExVat
      totalIncVat
      totalExVat
      vatRatePercent
      backorderedQuantity
      creditedQuantity
    }
    itemValueIncVat
    discountIncVat
    shippingFeeIncVat
    shippingFeeExVat
    orderValueIncVat
    orderValueExVat
    vats { ratePercent amount }
    fromGiftCard
    fromAccountBalance
    totalIncVat
    creditedIncVat
    paymentType
    invoiceNumber
    ocr
    dueOn
    paidAt
    timeline {
      id
      at
      kind
      staff { id email name }
      body
      from
      to
      carrier
      trackingNumber
      reason
      mail
      amount
    }
    creditNotes {
      number
      createdAt
      reason
      amountIncVat
      amountExVat
      vats { ratePercent amount }
    }
  }
`);

export const OrderQuery = graphql(
  `
  query Order($id: Int!) {
    order(id: $id) { ...OrderFields }
    me {
      permissions
      languageCode
    }
  }
`,
  [OrderFields],
);

export type DeskOrder = NonNullable<ResultOf<typeof OrderQuery>['order']>;

export const ChangeOrderStatusMutation = graphql(`
  mutation ChangeOrderStatus($orderId: Int!, $to: OrderStage!, $carrier: String, $trackingNumber: String, $reason: String) {
    changeOrderStatus(orderId: $orderId, to: $to, carrier: $carrier, trackingNumber: $trackingNumber, reason: $reason) {
      refusal
      order { id stage }
    }
  }
`);

export const AddOrderNoteMutation = graphql(`
  mutation AddOrderNote($orderId: Int!, $body: String!) {
    addOrderNote(orderId: $orderId, body: $body) {
      refusal
      order { id }
    }
  }
`);

export const CreditOrderMutation = graphql(`
  mutation CreditOrder($orderId: Int!, $lines: [CreditLineInput!], $reason: String!) {
    creditOrder(orderId: $orderId, lines: $lines, reason: $reason) {
      refusal
      creditNote { number }
    }
  }
`);
