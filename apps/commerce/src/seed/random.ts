/** A small seeded generator (mulberry32): the same seed always gives the same catalog. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    chance: (p: number) => next() < p,
  };
}

export type Random = ReturnType<typeof createRandom>;

/** EAN-13 with its check digit. */
export function ean13(twelveDigits: string): string {
  const sum = [...twelveDigits].reduce((n, d, i) => n + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${twelveDigits}${(10 - (sum % 10)) % 10}`;
}
