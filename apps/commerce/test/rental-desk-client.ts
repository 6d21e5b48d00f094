/** The rental desk's documents of the staff API, as the admin app sends them. */
const BOOKING = `id state from to productName serialNumber hourMeter orderId email note
  handovers { kind hourMeter fuelPercent notes damage staffEmail
    photos { id contentType sizeBytes staffEmail path } }`;
const CHANGE = `refusal message conflict { bookingId state from to } booking { ${BOOKING} }`;

export const RENTAL_DESK = {
  calendar: `query ($from: String, $days: Int, $productId: Int, $first: Int, $offset: Int) {
    rentalDesk(from: $from, days: $days, productId: $productId, first: $first, offset: $offset) {
      from days { date open } objectCount
      objects { productId name units { id serialNumber hourMeter days { date state bookingId } } }
    }
  }`,
  booking: `query ($id: Int!) { rentalBooking(id: $id) { ${BOOKING} } }`,
  photoLimits: `query { rentalPhotoLimits { perHandover maxBytes contentTypes } }`,
  overdue: `query { rentalOverdue { reason booking { id state from to } } }`,
  handOut: `mutation ($bookingId: Int!, $hourMeter: Int!, $fuelPercent: Int!, $notes: String, $photos: [File!]) {
    handOutRental(bookingId: $bookingId, hourMeter: $hourMeter, fuelPercent: $fuelPercent, notes: $notes, photos: $photos) { ${CHANGE} }
  }`,
  return: `mutation ($bookingId: Int!, $hourMeter: Int!, $fuelPercent: Int!, $notes: String, $damage: String, $photos: [File!]) {
    returnRental(bookingId: $bookingId, hourMeter: $hourMeter, fuelPercent: $fuelPercent, notes: $notes, damage: $damage, photos: $photos) { ${CHANGE} }
  }`,
  addPhotos: `mutation ($bookingId: Int!, $kind: RentalHandoverKind!, $photos: [File!]!) {
    addRentalHandoverPhotos(bookingId: $bookingId, kind: $kind, photos: $photos) { ${CHANGE} }
  }`,
  addMaintenance: `mutation ($unitId: Int!, $from: String!, $to: String!, $reason: String!) {
    addRentalMaintenance(unitId: $unitId, from: $from, to: $to, reason: $reason) { ${CHANGE} }
  }`,
  endMaintenance: `mutation ($bookingId: Int!) { endRentalMaintenance(bookingId: $bookingId) { ${CHANGE} } }`,
};
