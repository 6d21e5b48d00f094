import { describe, expect, it } from 'vitest';
import { articleNumbersOf } from './input';

describe('the marketing desk reads what staff type', () => {
  it('takes article numbers one per line or separated, once each', () => {
    expect(articleNumbersOf('A-1\nB-2, C-3;A-1  D-4')).toEqual(['A-1', 'B-2', 'C-3', 'D-4']);
  });
});
