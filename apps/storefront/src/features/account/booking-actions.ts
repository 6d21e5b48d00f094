'use server';

import { redirect } from 'next/navigation';
import { tokenForChange } from '@/lib/auth/session.server';
import { mutateResult } from '@/lib/graphql/server';
import { LOGIN_QUERY } from '@/lib/routing/guards';
import { getLinks } from '@/lib/shop-context.server';
import { CancelRentalBookingMutation } from './queries';

/**
 * Cancels a hire the shopper confirmed cancelling, then shows the orders page with what came of it
 * (`cancelled`, or the API's refusal in `refused`): a plain form post, so it works without
 * JavaScript. The API judges the rule and credits the order.
 */
export async function cancelBooking(form: FormData): Promise<void> {
  const links = await getLinks();
  const token = await tokenForChange();
  if (!token) redirect(`${links.route('index')}?${LOGIN_QUERY}`);
  const bookingId = Number(form.get('bookingId'));
  const result =
    Number.isSafeInteger(bookingId) && bookingId > 0
      ? await mutateResult(CancelRentalBookingMutation, { bookingId }, {}, { token })
      : null;
  const outcome = result?.ok
    ? { cancelled: bookingId }
    : { refused: result?.formError ?? 'RENTAL_BOOKING_NOT_FOUND' };
  redirect(`${links.route('orders', {}, outcome)}#bookings`);
}
