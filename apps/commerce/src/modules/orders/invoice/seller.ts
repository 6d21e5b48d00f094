/** The dealer as its invoices name it: who is paid, and where. */
export const SELLER = {
  name: 'Maskinbutiken i Stockholm AB',
  address: 'Årstaängsvägen 21, 117 43 Stockholm',
  organisationNumber: '556123-4567',
  vatNumber: 'SE556123456701',
  bankgiro: '5050-1055',
} as const;
