import { describe, expect, it } from 'vitest';
import { slugOf } from '#src/modules/channels/alias.ts';
import { createRandom, ean13 } from './random.ts';

describe('createRandom', () => {
  it('repeats itself for the same seed', () => {
    const a = createRandom(7);
    const b = createRandom(7);
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()));
  });
  it('keeps int within bounds', () => {
    const r = createRandom(1);
    for (let i = 0; i < 1000; i++) {
      const n = r.int(3, 5);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(5);
    }
  });
});

describe('slugOf', () => {
  it('makes Nordic names url-safe', () => {
    expect(slugOf('Gräsklippare Fjällkraft Ø 42 – Röd')).toBe('grasklippare-fjallkraft-o-42-rod');
    expect(slugOf('Hæk & Sø')).toBe('haek-so');
  });
});

describe('ean13', () => {
  it('adds the check digit', () => {
    expect(ean13('400638133393')).toBe('4006381333931');
  });
});
