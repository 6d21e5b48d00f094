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
  }),
});
