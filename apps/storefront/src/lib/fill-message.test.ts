import { describe, expect, it } from 'vitest';
import { fillMessage } from './fill-message';

describe('fillMessage', () => {
  it('fills every argument, repeated or not', () => {
    expect(fillMessage('{name}, bild {index} av {count}: {name}', { name: 'Såg', index: 1, count: 3 })).toBe(
      'Såg, bild 1 av 3: Såg',
    );
  });
  it('leaves an argument without a value as written, and text with braces in a value alone', () => {
    expect(fillMessage('Visa alla träffar för ”{term}” {missing}', { term: '{missing}' })).toBe(
      'Visa alla träffar för ”{missing}” {missing}',
    );
  });
});
