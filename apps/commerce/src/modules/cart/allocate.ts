/**
 * Whole-number arithmetic for sharing money out. Products of two amounts can pass 2^53 (99 machines
 * of a million kronor, in öre, times a share), so they are taken in BigInt.
 */

/** round(a * b / c), halves away from zero, for a, b >= 0 and c > 0. */
export function mulDivRound(a: number, b: number, c: number): number {
  if (c <= 0) throw new Error(`Cannot divide by ${c}`);
  const product = BigInt(a) * BigInt(b);
  const divisor = BigInt(c);
  return Number((product * 2n + divisor) / (divisor * 2n));
}

/**
 * Shares `amount` out in proportion to `weights` (largest remainder): every share is whole, the
 * shares add up to `amount` exactly, and none is larger than its weight when `amount` is at most
 * the weights' sum. All zero weights share nothing.
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (amount === 0 || total === 0) return weights.map(() => 0);
  const whole = BigInt(amount);
  const sum = BigInt(total);
  const shares = weights.map((w) => Number((whole * BigInt(w)) / sum));
  const remainders = weights.map((w, i) => ({ i, rest: (whole * BigInt(w)) % sum }));
  let left = amount - shares.reduce((s, v) => s + v, 0);
  remainders.sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0) break;
    shares[i] = (shares[i] as number) + 1;
    left--;
  }
  return shares;
}
