import type { CreditNoteLine } from '#src/db/schema.ts';

/** How placement took a line's units: from our own stock, from the supplier; the rest was always available. */
export interface LineTake {
  quantity: number;
  fromStockQuantity: number;
  backorderedQuantity: number;
}

/**
 * What the first `n` units of a line give back: our own stock's units first, then the supplier's;
 * always-available units give nothing back. Restocking from `r` to `r'` units is the difference,
 * so every unit goes back once, whatever the steps.
 */
export function unitsBack(line: LineTake, n: number): { stock: number; supplier: number } {
  const stock = Math.min(n, line.fromStockQuantity);
  return { stock, supplier: Math.min(Math.max(n - line.fromStockQuantity, 0), line.backorderedQuantity) };
}

export function restockDelta(line: LineTake, from: number, to: number): { stock: number; supplier: number } {
  const before = unitsBack(line, from);
  const after = unitsBack(line, to);
  return { stock: after.stock - before.stock, supplier: after.supplier - before.supplier };
}

/**
 * The share of a line's amount the first `n` of its `quantity` units carry, rounded to the minor
 * unit. Crediting units `r+1..r+k` is `share(r+k) - share(r)`, so the credits of a line always add
 * up to exactly its amount when every unit is credited.
 */
export const shareOf = (amount: number, quantity: number, n: number) =>
  n >= quantity ? amount : Math.round((amount * n) / quantity);

/** The VAT of credited parts per rate, highest rate first, as the order's totals show it. */
export function vatsOf(lines: readonly CreditNoteLine[]): { rateBp: number; amount: number }[] {
  const byRate = new Map<number, number>();
  for (const line of lines) {
    byRate.set(line.vatRateBp, (byRate.get(line.vatRateBp) ?? 0) + line.amountIncVat - line.amountExVat);
  }
  return [...byRate]
    .filter(([, amount]) => amount !== 0)
    .sort(([a], [b]) => b - a)
    .map(([rateBp, amount]) => ({ rateBp, amount }));
}

/** Where credited money goes back: what the invoice still asks first, then the balance, then the gift card. */
export interface RefundRoom {
  invoice: number;
  accountBalance: number;
  giftCard: number;
}

export function allocateRefund(amount: number, room: RefundRoom): RefundRoom {
  const invoice = Math.min(amount, Math.max(room.invoice, 0));
  const accountBalance = Math.min(amount - invoice, Math.max(room.accountBalance, 0));
  const giftCard = Math.min(amount - invoice - accountBalance, Math.max(room.giftCard, 0));
  // Anything beyond the rooms (an order whose parts did not add up) is paid back as the invoice would be.
  return { invoice: amount - accountBalance - giftCard, accountBalance, giftCard };
}

/**
 * The shipping fee's VAT rate, which the order keeps only as amounts: the rate of the order's
 * totals that fits the fee's inc and ex VAT best.
 */
export function shippingRateBp(incVat: number, exVat: number, rates: readonly number[]): number {
  const candidates = rates.length > 0 ? rates : [2500];
  let best = candidates[0] as number;
  for (const rate of candidates) {
    const miss = Math.abs(incVat - exVat - (exVat * rate) / 10_000);
    const bestMiss = Math.abs(incVat - exVat - (exVat * best) / 10_000);
    if (miss < bestMiss) best = rate;
  }
  return best;
}
