import { describe, expect, it } from 'vitest';
import { colourOf, isColourParameter } from './colour.ts';

const name = { sv: 'Färg', da: 'Farve', en: 'Colour', fi: 'Väri', nb: 'Farge' };
const yellow = { sv: 'Gul', da: 'Gul', en: 'Yellow', fi: 'Keltainen', nb: 'Gul' };
const row = (parameter: { identifier: string; groupId: number; name?: Record<string, string> }) => ({
  value: yellow,
  parameter: { name, ...parameter },
});

describe('a product colour', () => {
  it('is the value of the Color parameter of parameter group 1, in the language asked for', () => {
    const rows = [row({ identifier: 'weight', groupId: 2 }), row({ identifier: 'color', groupId: 1 })];
    expect(colourOf(rows, 'sv')).toEqual({ label: 'Färg', value: 'Gul' });
    expect(colourOf(rows, 'fi')).toEqual({ label: 'Väri', value: 'Keltainen' });
  });

  it('is known by the identifier or the name Color, in any case', () => {
    expect(isColourParameter({ identifier: 'Color', groupId: 1, name })).toBe(true);
    expect(isColourParameter({ identifier: 'paint', groupId: 1, name: { en: 'COLOR' } })).toBe(true);
    expect(isColourParameter({ identifier: 'paint', groupId: 1, name })).toBe(false);
  });

  it('is not a Color parameter of another group, nor an empty value', () => {
    expect(colourOf([row({ identifier: 'color', groupId: 2 })], 'sv')).toBeNull();
    expect(colourOf([{ ...row({ identifier: 'color', groupId: 1 }), value: {} }], 'sv')).toBeNull();
    expect(colourOf([], 'sv')).toBeNull();
  });
});
