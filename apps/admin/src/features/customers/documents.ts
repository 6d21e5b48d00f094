import { graphql, type ResultOf } from '@/lib/graphql/graphql';

export const CustomersQuery = graphql(`
  query Customers($search: String, $customerType: CustomerKind, $first: Int, $after: String) {
    customers(search: $search, customerType: $customerType, first: $first, after: $after) {
      totalCount
      endCursor
      hasNextPage
      nodes {
        id
        email
        firstName
        lastName
        company
        customerType
        personalId
        phone
        createdAt
        orderCount
      }
    }
  }
`);

export type CustomerListRow = ResultOf<typeof CustomersQuery>['customers']['nodes'][number];

export const CustomerQuery = graphql(`
  query Customer($id: Int!) {
    customer(id: $id) {
      id
      email
      customerType
      personalId
      languageCode
      createdAt
      emailConfirmedAt
      newsletter
      newsletterState
      favoritesCount
      orderCount
      address {
        firstName
        lastName
        careOf
        addressLine1
        addressLine2
        zip
        city
        country
        company
        mobile
        phone
      }
      balances {
        currency
        amountFormatted
      }
      orders {
        id
        createdAt
        stage
        orderValueFormatted
        paymentType
      }
      notes {
        id
        body
        createdAt
        staffName
      }
      invoiceCredit {
        blocked
        reason
      }
    }
    me {
      permissions
    }
  }
`);

export type CustomerDetail = NonNullable<ResultOf<typeof CustomerQuery>['customer']>;
export type CustomerOrderRow = CustomerDetail['orders'][number];

export const AddCustomerNoteMutation = graphql(`
  mutation AddCustomerNote($customerId: Int!, $body: String!) {
    addCustomerNote(customerId: $customerId, body: $body) {
      id
    }
  }
`);

export const BlockInvoiceCreditMutation = graphql(`
  mutation BlockInvoiceCredit($customerId: Int!, $reason: String!) {
    blockInvoiceCredit(customerId: $customerId, reason: $reason) {
      blocked
    }
  }
`);

export const UnblockInvoiceCreditMutation = graphql(`
  mutation UnblockInvoiceCredit($customerId: Int!, $reason: String!) {
    unblockInvoiceCredit(customerId: $customerId, reason: $reason) {
      blocked
    }
  }
`);

export const StartImpersonationMutation = graphql(`
  mutation StartImpersonation($customerId: Int!) {
    startImpersonation(customerId: $customerId) {
      url
      expiresAt
    }
  }
`);

export const ExportCustomerDataMutation = graphql(`
  mutation ExportCustomerData($customerId: Int!) {
    exportCustomerData(customerId: $customerId) {
      fileName
      json
    }
  }
`);

export const EraseCustomerMutation = graphql(`
  mutation EraseCustomer($customerId: Int!, $confirmEmail: String!) {
    eraseCustomer(customerId: $customerId, confirmEmail: $confirmEmail) {
      ordersAnonymised
    }
  }
`);
