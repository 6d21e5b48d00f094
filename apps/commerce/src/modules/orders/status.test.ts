import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '#src/db/schema.ts';
import { shopperStatusOf } from './status.ts';

describe('order statuses shown to shoppers', () => {
  it("follow the reference's mapping", () => {
    const by = (shown: string) => ORDER_STATUSES.filter((s) => shopperStatusOf(s) === shown);
    expect(by('RECEIVED')).toEqual(['pending', 'pending-payment', 'backorder']);
    expect(by('PROCESSING')).toEqual(['partial', 'inactive', 'on-hold']);
    expect(by('CANCELLED')).toEqual(['cancelled', 'out-of-stock']);
    expect(by('COMPLETED')).toEqual(['completed', 'refunded']);
  });
});
