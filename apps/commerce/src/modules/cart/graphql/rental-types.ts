import { builder } from '#src/graphql/builder.ts';
import { PriceType } from '#src/modules/catalog/graphql/index.ts';
import type { MoneyFormat } from '#src/modules/pricing/index.ts';
import { price, RentalDeliveryProblemEnum } from '#src/modules/rentals/graphql.ts';
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
    // Flat rather than a RentalDeliveryType, so the cart's document stays within half the depth limit.
    deliveryZip: t.string({
      nullable: true,
      description:
        'Delivered to the site at this zip and fetched back (ADR 66); null: picked up at the depot',
      resolve: (b) => b.delivery?.zip ?? null,
    }),
    deliveryProblem: t.field({
      type: RentalDeliveryProblemEnum,
      nullable: true,
      description: 'Why the asked zip is no longer delivered to; null when it is, or when none was asked',
      resolve: (b) => b.delivery?.problem ?? null,
    }),
    deliveryPrice: t.field({
      type: PriceType,
      nullable: true,
      description: "Both trips, part of the line's price; null when not delivered",
      resolve: (b) =>
        b.delivery && b.delivery.problem === null
          ? price(b.delivery.incVat, b.delivery.exVat, b.money)
          : null,
    }),
    damageWaiver: t.boolean({
      description:
        "The object's damage waiver is taken with the hire and part of the line's price (ADR 68); false when not asked, or no longer offered",
      resolve: (b) => b.damageWaiver !== null,
    }),
    damageWaiverPrice: t.field({
      type: PriceType,
      nullable: true,
      description: "The damage waiver's share of the rent, part of the line's price; null when not taken",
      resolve: (b) => b.damageWaiver && price(b.damageWaiver.incVat, b.damageWaiver.exVat, b.money),
    }),
    holdExpiresAt: t.string({
      nullable: true,
      resolve: (b) => (b.state === 'held' && b.holdExpiresAt ? b.holdExpiresAt.toISOString() : null),
    }),
  }),
});
