import { graphql } from '@/lib/graphql/graphql';

export const AccountUserQuery = graphql(`
  query AccountUser($channelId: String, $marketId: String, $languageId: String) {
    getUser(channelId: $channelId, marketId: $marketId, languageId: $languageId) {
      email
      customerType
      personalId
      gender
      newsletter
      balance
      balanceFormatted
      address { firstName lastName company careOf addressLine1 addressLine2 zip city country entryCode mobile }
    }
  }
`);

/** The countries the shop sells to: an account's address is in one of them. */
export const ShopCountriesQuery = graphql(`
  query ShopCountries($channelId: String, $marketId: String, $languageId: String) {
    channel(channelId: $channelId, marketId: $marketId, languageId: $languageId) {
      markets { country { code } }
    }
  }
`);

export const UpdateUserMutation = graphql(`
  mutation UpdateUser($channelId: String, $marketId: String, $languageId: String, $user: UserInputType!) {
    updateUser(channelId: $channelId, marketId: $marketId, languageId: $languageId, user: $user) {
      customerType
      newsletter
    }
  }
`);

export const DeleteUserMutation = graphql(`
  mutation DeleteUser($channelId: String, $marketId: String, $languageId: String) {
    deleteUser(channelId: $channelId, marketId: $marketId, languageId: $languageId)
  }
`);

export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($channelId: String, $marketId: String, $languageId: String, $email: String!) {
    requestPasswordReset(channelId: $channelId, marketId: $marketId, languageId: $languageId, email: $email)
  }
`);

export const CommitResetMutation = graphql(`
  mutation CommitReset(
    $channelId: String
    $marketId: String
    $languageId: String
    $resetKey: String!
    $password: String!
  ) {
    commitReset(
      channelId: $channelId
      marketId: $marketId
      languageId: $languageId
      resetKey: $resetKey
      password: $password
    )
  }
`);

export const AccountOrdersQuery = graphql(`
  query AccountOrders($channelId: String, $marketId: String, $languageId: String) {
    getOrders(channelId: $channelId, marketId: $marketId, languageId: $languageId) {
      id
      publicId
      createdAt
      shopperStatus
      stage
      orderTotal { sellingPriceIncVatFormatted }
      cart { items { skuId quantity colour size product { name } } }
      shippingDetails { id name carrier parcelNumber trackingLink }
      paymentDetails { id displayName dueDate transactionId }
    }
  }
`);

export const CustomerLoginTokenQuery = graphql(`
  query CustomerLoginToken($channelId: String, $marketId: String, $languageId: String, $loginToken: String!) {
    customerLoginToken(channelId: $channelId, marketId: $marketId, languageId: $languageId, loginToken: $loginToken) {
      email
    }
  }
`);

export const SignInWithLoginTokenMutation = graphql(`
  mutation SignInWithLoginToken($channelId: String, $marketId: String, $languageId: String, $loginToken: String!) {
    signInWithLoginToken(channelId: $channelId, marketId: $marketId, languageId: $languageId, loginToken: $loginToken) {
      token
      maxAge
      refreshToken
    }
  }
`);

/** The signed-in customer's hires, with the cancellation rule of each (ADR 64). */
export const AccountRentalBookingsQuery = graphql(`
  query AccountRentalBookings($channelId: String, $marketId: String, $languageId: String) {
    rentalBookings(channelId: $channelId, marketId: $marketId, languageId: $languageId) {
      id
      orderId
      name
      from
      to
      pickupTime
      state
      cancellable
      cancellableUntil
      depot { name street zip city phone }
    }
  }
`);

export const CancelRentalBookingMutation = graphql(`
  mutation CancelRentalBooking($channelId: String, $marketId: String, $languageId: String, $bookingId: Int!) {
    cancelRentalBooking(channelId: $channelId, marketId: $marketId, languageId: $languageId, bookingId: $bookingId) {
      id
      state
    }
  }
`);
