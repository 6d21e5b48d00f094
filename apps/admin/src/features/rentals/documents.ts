import { graphql, type ResultOf } from '@/lib/graphql/graphql';

export const RentalCalendarQuery = graphql(`
  query RentalCalendar(
    $from: String
    $days: Int
    $productId: Int
    $first: Int
    $offset: Int
    $languageCode: String
  ) {
    rentalDesk(
      from: $from
      days: $days
      productId: $productId
      first: $first
      offset: $offset
      languageCode: $languageCode
    ) {
      from
      days { date open }
      objectCount
      objects {
        productId
        name
        units { id serialNumber hourMeter days { date state bookingId } }
      }
    }
    all: rentalDesk(from: $from, days: 1, languageCode: $languageCode) {
      objects { productId name units { id serialNumber } }
    }
    me { permissions }
  }
`);

export type DeskCalendar = ResultOf<typeof RentalCalendarQuery>['rentalDesk'];

const BookingFields = graphql(`
  fragment RentalBookingFields on RentalDeskBooking @_unmask {
    id
    state
    from
    to
    pickupAt
    returnAt
    holdExpiresAt
    note
    productName
    unitId
    serialNumber
    hourMeter
    orderId
    email
    customerName
    phone
    handovers {
      kind hourMeter fuelPercent notes damage at staffEmail
      photos { id contentType sizeBytes }
    }
  }
`);

export const RentalBookingQuery = graphql(
  `
  query RentalBooking($id: Int!, $languageCode: String) {
    rentalBooking(id: $id, languageCode: $languageCode) { ...RentalBookingFields }
    rentalPhotoLimits { perHandover maxBytes }
    me { permissions }
  }
`,
  [BookingFields],
);

export type DeskBooking = NonNullable<ResultOf<typeof RentalBookingQuery>['rentalBooking']>;

export const RentalOverdueQuery = graphql(`
  query RentalOverdue($languageCode: String) {
    rentalOverdue(languageCode: $languageCode) {
      reason
      booking { id state from to pickupAt returnAt productName serialNumber orderId email customerName phone }
    }
  }
`);

const CHANGE = graphql(`
  fragment RentalChange on RentalChangeResult @_unmask {
    refusal
    message
    conflict { bookingId state from to }
    booking { id }
  }
`);

export const HandOutMutation = graphql(
  `
  mutation HandOutRental($bookingId: Int!, $hourMeter: Int!, $fuelPercent: Int!, $notes: String, $photos: [File!]) {
    handOutRental(bookingId: $bookingId, hourMeter: $hourMeter, fuelPercent: $fuelPercent, notes: $notes, photos: $photos) {
      ...RentalChange
    }
  }
`,
  [CHANGE],
);

export const ReturnMutation = graphql(
  `
  mutation ReturnRental(
    $bookingId: Int!, $hourMeter: Int!, $fuelPercent: Int!, $notes: String, $damage: String, $photos: [File!]
  ) {
    returnRental(
      bookingId: $bookingId, hourMeter: $hourMeter, fuelPercent: $fuelPercent, notes: $notes, damage: $damage,
      photos: $photos
    ) {
      ...RentalChange
    }
  }
`,
  [CHANGE],
);

export const AddPhotosMutation = graphql(
  `
  mutation AddRentalHandoverPhotos($bookingId: Int!, $kind: RentalHandoverKind!, $photos: [File!]!) {
    addRentalHandoverPhotos(bookingId: $bookingId, kind: $kind, photos: $photos) { ...RentalChange }
  }
`,
  [CHANGE],
);

export const AddMaintenanceMutation = graphql(
  `
  mutation AddRentalMaintenance($unitId: Int!, $from: String!, $to: String!, $reason: String!) {
    addRentalMaintenance(unitId: $unitId, from: $from, to: $to, reason: $reason) { ...RentalChange }
  }
`,
  [CHANGE],
);

export const EndMaintenanceMutation = graphql(
  `
  mutation EndRentalMaintenance($bookingId: Int!) {
    endRentalMaintenance(bookingId: $bookingId) { ...RentalChange }
  }
`,
  [CHANGE],
);
