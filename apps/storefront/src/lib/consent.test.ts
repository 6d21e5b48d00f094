import { describe, expect, it } from 'vitest';
import { ALL_OPTIONAL, consentOfForm, consentValue, NO_OPTIONAL, parseConsent } from './consent';

describe('the consent cookie', () => {
  it('reads what the shop writes, every combination', () => {
    for (const preferences of [false, true])
      for (const statistics of [false, true])
        for (const marketing of [false, true]) {
          const consent = { preferences, statistics, marketing };
          expect(parseConsent(consentValue(consent))).toEqual(consent);
        }
    expect(consentValue(NO_OPTIONAL)).toBe('necessary');
    expect(consentValue(ALL_OPTIONAL)).toBe('necessary.preferences.statistics.marketing');
  });
  it.each([
    undefined,
    null,
    '',
    'statistics',
    'necessary.',
    '.necessary',
    'necessary.statistics.',
    'necessary.tracking',
    'necessary,statistics',
    'necessary%2Estatistics',
    'NECESSARY.STATISTICS',
    ' necessary.statistics',
    'necessary.statistics\n',
    'necessary.statistics;marketing',
    'necessary.statistiks',
    '<script>alert(1)</script>',
    'nödvändiga',
    `necessary${'.statistics'.repeat(10)}`,
    'necessary.'.repeat(10_000),
  ])('takes %j as no choice, so the panel asks again', (value) => {
    expect(parseConsent(value)).toBeNull();
  });
  it('takes a repeated category once', () => {
    expect(parseConsent('necessary.statistics.statistics')).toEqual({ ...NO_OPTIONAL, statistics: true });
  });
});

describe('the panel form', () => {
  const form = (fields: Record<string, string>) => (name: string) => fields[name] ?? null;
  it('accepts all, rejects all, or keeps what was ticked', () => {
    expect(consentOfForm(form({ choice: 'all' }))).toEqual(ALL_OPTIONAL);
    expect(consentOfForm(form({ choice: 'none', statistics: 'on' }))).toEqual(NO_OPTIONAL);
    expect(consentOfForm(form({ choice: 'chosen', statistics: 'on', marketing: 'yes' }))).toEqual({
      preferences: false,
      statistics: true,
      marketing: false,
    });
  });
  it('makes no choice of anything else', () => {
    expect(consentOfForm(form({}))).toBeNull();
    expect(consentOfForm(form({ choice: 'ALL' }))).toBeNull();
    expect(consentOfForm(form({ choice: 'x'.repeat(100_000) }))).toBeNull();
  });
});
