import { builder } from '#src/graphql/builder.ts';
import type { MoneyFormat } from '#src/modules/pricing/index.ts';
import { RentalDeliveryType } from '#src/modules/rentals/graphql.ts';
import type { PricedCartItem } from '../priced-cart.ts';

type LineBooking = NonNullable<PricedCartItem['rental']> & { money: MoneyFormat };

export const CartRentalType = builder.objectRef<LineBooking>('CartRentalType').implement({
  description: "A rental line's days and the unit held for them (ADR 61)",
  fields: (t) => ({
    from: t.string({ description: 'Pickup day, YYYY-MM-DD', resolve: (b) => b.period.from }),
    to: t.string({ description: 'Return day, YYYY-MM-DD', resolve: (b) => b.period.to }),
    state: t.string({
      description:
        'HELD: a unit waits for the shopper until holdExpiresAt; EXPIRED: the hold ran out, choose the days again; CONFIRMED: booked by the order; CANCELLED',
      resolve: (b) =>
        b.state === 'held'
          ? 'HELD'
          : b.state === 'confirmed'
            ? 'CONFIRMED'
            : b.state === 'cancelled'
              ? 'CANCELLED'
              : 'EXPIRED',
    }),
    delivery: t.field({
      type: RentalDeliveryType,
      nullable: true,
      description:
        "Delivered to the site at this zip and fetched back (ADR 66), its price part of the line's; null: picked up at the depot",
      resolve: (b) => b.delivery && { ...b.delivery, money: b.money },
    }),
    holdExpiresAt: t.string({
      nullable: true,
      resolve: (b) => (b.state === 'held' && b.holdExpiresAt ? b.holdExpiresAt.toISOString() : null),
    }),
  }),
});
