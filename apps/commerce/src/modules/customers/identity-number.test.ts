import { describe, expect, it } from 'vitest';
import {
  isSwedishOrganisationNumber,
  isSwedishPersonalNumber,
  isValidIdentityNumber,
} from './identity-number.ts';

describe('Swedish personal numbers', () => {
  it.each(['811218-9876', '8112189876', '198112189876', '19811218-9876', '121212+1212', '701063-2391'])(
    'accepts %s',
    (value) => expect(isSwedishPersonalNumber(value)).toBe(true),
  );
  it.each(['811218-9877', '811318-9876', '811200-9876', '81121-9876', '811218_9876', 'abcdef-ghij', ''])(
    'refuses %s',
    (value) => expect(isSwedishPersonalNumber(value)).toBe(false),
  );
});

describe('Swedish organisation numbers', () => {
  it.each(['556016-0680', '5560160680', '16556016-0680', '165560160680', '811218-9876'])(
    'accepts %s',
    (value) => expect(isSwedishOrganisationNumber(value)).toBe(true),
  );
  it.each(['556016-0681', '551016-0680x', '16811218-9877', ''])('refuses %s', (value) =>
    expect(isSwedishOrganisationNumber(value)).toBe(false),
  );
});

describe('identity numbers by country and customer type', () => {
  it('checks Swedish numbers in full and others for their form', () => {
    expect(isValidIdentityNumber('', 'PERSON', 'SE')).toBe(true);
    expect(isValidIdentityNumber('556016-0680', 'PERSON', 'SE')).toBe(false);
    expect(isValidIdentityNumber('556016-0680', 'ORGANIZATION', 'SE')).toBe(true);
    expect(isValidIdentityNumber('010190-1234', 'PERSON', 'DK')).toBe(true);
    expect(isValidIdentityNumber('131052-308T', 'PERSON', 'FI')).toBe(true);
    expect(isValidIdentityNumber('<script>', 'PERSON', 'FI')).toBe(false);
    expect(isValidIdentityNumber('1'.repeat(21), 'PERSON', 'NO')).toBe(false);
  });
});
