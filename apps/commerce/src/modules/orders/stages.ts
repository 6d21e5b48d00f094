import type { OrderStage, OrderStatus } from '#src/db/schema.ts';

/**
 * Where an order may go from each stage (ADR 47): confirmed and picked before it ships; cancelled
 * only before it ships; after shipping it is delivered, returned (the goods come back) or credited
 * (money given back by a credit note). Cancelled and credited are the end.
 */
export const STAGE_TRANSITIONS: Readonly<Record<OrderStage, readonly OrderStage[]>> = {
  placed: ['confirmed', 'cancelled'],
  confirmed: ['picking', 'cancelled'],
  picking: ['shipped', 'cancelled'],
  shipped: ['delivered', 'returned', 'credited'],
  delivered: ['returned', 'credited'],
  returned: ['credited'],
  cancelled: [],
  credited: [],
};

/** Stages an order has been shipped in: only these may be credited; before them it is cancelled instead. */
export const SHIPPED_STAGES: readonly OrderStage[] = ['shipped', 'delivered', 'returned'];

/** Why a change of an order was refused; the staff API answers these as an enum. */
export const STAGE_REFUSALS = [
  'ORDER_NOT_FOUND',
  'TRANSITION_NOT_ALLOWED',
  'CARRIER_REQUIRED',
  'TRACKING_NUMBER_REQUIRED',
  'REASON_REQUIRED',
  'TEXT_TOO_LONG',
  'NOT_SHIPPED',
  'UNKNOWN_LINE',
  'QUANTITY_NOT_CREDITABLE',
  'NOTHING_TO_CREDIT',
  'NOTE_REQUIRED',
] as const;
export type StageRefusal = (typeof STAGE_REFUSALS)[number];

/** The longest carrier, tracking number, reason or note the desk takes. */
export const MAX_TEXT = { carrier: 80, trackingNumber: 80, reason: 500, note: 4000 } as const;

export interface StageChangeInput {
  carrier?: string | null;
  trackingNumber?: string | null;
  reason?: string | null;
}

const blank = (text: string | null | undefined) => !text || text.trim() === '';

/** Whether `from` may go to `to` with this input; the refusal when not. Pure: the transaction calls it under the row lock. */
export function stageRefusal(from: OrderStage, to: OrderStage, input: StageChangeInput): StageRefusal | null {
  if (!STAGE_TRANSITIONS[from].includes(to)) return 'TRANSITION_NOT_ALLOWED';
  if (to === 'shipped') {
    if (blank(input.carrier)) return 'CARRIER_REQUIRED';
    if (blank(input.trackingNumber)) return 'TRACKING_NUMBER_REQUIRED';
    if (
      (input.carrier ?? '').trim().length > MAX_TEXT.carrier ||
      (input.trackingNumber ?? '').trim().length > MAX_TEXT.trackingNumber
    ) {
      return 'TEXT_TOO_LONG';
    }
  }
  if (to === 'credited' && blank(input.reason)) return 'REASON_REQUIRED';
  if ((input.reason ?? '').trim().length > MAX_TEXT.reason) return 'TEXT_TOO_LONG';
  return null;
}

/**
 * The platform's status of an order in a stage (the `status` of its documents): received while
 * placed or confirmed (backorder when the supplier delivers part), processing while picked and on
 * its way, completed when delivered, cancelled, refunded when returned or credited.
 */
export function platformStatusOf(stage: OrderStage, backordered: boolean): OrderStatus {
  switch (stage) {
    case 'placed':
    case 'confirmed':
      return backordered ? 'backorder' : 'pending';
    case 'picking':
    case 'shipped':
      return 'partial';
    case 'delivered':
      return 'completed';
    case 'cancelled':
      return 'cancelled';
    case 'returned':
    case 'credited':
      return 'refunded';
  }
}
