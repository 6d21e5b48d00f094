import { describe, expect, it } from 'vitest';
import { swedishZip } from './delivery.ts';

describe('a Swedish zip', () => {
  it('is five digits, written with or without the space after the third', () => {
    expect(swedishZip('114 46')).toBe('11446');
    expect(swedishZip('11446')).toBe('11446');
    expect(swedishZip(' 983 31 ')).toBe('98331');
  });

  it('is nothing else: too short or long, letters, a leading 0, two spaces', () => {
    for (const text of ['', '1144', '114466', '114 4 6', 'SE-11446', '01446', '114  46', '１１４４６']) {
      expect(swedishZip(text), text).toBeNull();
    }
  });
});
