import { describe, expect, it } from 'vitest';
import { percentDecode } from './percent-decode';

describe('percent-decoding', () => {
  it('decodes any well-formed escape and answers null for a malformed one', () => {
    expect(percentDecode('%D0%BF%D0%B8%D0%BB%D0%B0')).toBe('пила');
    expect(percentDecode('gr%C3%A4s')).toBe('gräs');
    for (const malformed of ['%', '%E2%82', '%FF', '100%']) expect(percentDecode(malformed)).toBeNull();
  });
});
