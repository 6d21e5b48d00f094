'use client';

import { type ReactNode, Suspense } from 'react';
import { lazyWhenIdle } from '@/ui/lazy-when-idle';
import type { RentalBookingProps } from './rental-booking-island';

const RentalBookingIsland = lazyWhenIdle(() =>
  import('./rental-booking-island').then((m) => m.RentalBookingIsland),
);

/**
 * A rental's booking: the server's form and answer at first, its code (and the calendar's after it)
 * loaded once the page is idle, on a rental's page only; a sold product's page never loads it.
 * `fallback` is the server's plain form (`RentalBookingForm`): where the island's boundary suspends
 * on the server, React streams the island hidden for a script to show, and the form is what a
 * browser without JavaScript shows instead (ADR 62).
 */
export function RentalBookingLoader({ fallback, ...props }: RentalBookingProps & { fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <RentalBookingIsland {...props} />
    </Suspense>
  );
}
