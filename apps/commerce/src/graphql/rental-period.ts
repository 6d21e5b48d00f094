import { z } from 'zod';
import { builder } from './builder.ts';

const localDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD');

/** A hire's days, as a cart line and a list take them; whether they can be hired is the rentals module's to say. */
export const RentalPeriodInputType = builder.inputType('RentalPeriodInput', {
  description:
    'The days a rental product is hired for: picked up on `from`, returned on `to`, local dates in Stockholm (ADR 60)',
  fields: (t) => ({
    from: t.string({ required: true, validate: localDate }),
    to: t.string({ required: true, validate: localDate }),
    deliveryZip: t.string({
      required: false,
      description:
        'A cart line only (ADR 66): have the machine delivered to the site at this Swedish zip ("114 46") and fetched back; empty or absent: picked up at the depot. One that is no zip, or one the depot does not deliver to, is refused with RENTAL_DELIVERY_UNAVAILABLE (details.deliveryProblem). A list ignores it',
      validate: z.string().max(20),
    }),
    damageWaiver: t.boolean({
      required: false,
      defaultValue: false,
      description:
        "A cart line only (ADR 68): take the object's damage waiver, a share of the rent added to the line's price (rentalAvailability.damageWaiver). Asked of an object that offers none, it is refused with RENTAL_DAMAGE_WAIVER_UNAVAILABLE. A list ignores it",
    }),
  }),
});
