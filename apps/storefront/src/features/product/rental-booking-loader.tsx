'use client';

import { Suspense } from 'react';
import { lazyWhenIdle } from '@/ui/lazy-when-idle';
import type { RentalBookingProps } from './rental-booking-island';

const RentalBookingIsland = lazyWhenIdle(() =>
  import('./rental-booking-island').then((m) => m.RentalBookingIsland),
);

/**
 * A rental's booking: the server's form and answer at first, its code (and the calendar's after it)
 * loaded once the page is idle, on a rental's page only; a sold product's page never loads it.
 */
export function RentalBookingLoader(props: RentalBookingProps) {
  return (
    <Suspense>
      <RentalBookingIsland {...props} />
    </Suspense>
  );
}
