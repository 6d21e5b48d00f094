'use client';

import dynamic from 'next/dynamic';
import type { RentalBookingProps } from './rental-booking-island';

// Rendered on the server with the page, so the form works without JavaScript; its code (and the
// calendar's after it) is a chunk of its own that only a rental's page loads.
const RentalBookingIsland = dynamic(() =>
  import('./rental-booking-island').then((m) => m.RentalBookingIsland),
);

/** A rental's booking: the date form and the server's answer, the calendar once its code is there. */
export function RentalBookingLoader(props: RentalBookingProps) {
  return <RentalBookingIsland {...props} />;
}
