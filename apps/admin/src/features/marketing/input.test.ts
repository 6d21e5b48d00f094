import { describe, expect, it } from 'vitest';
import { articleNumbersOf, datesOf, idOf, typedValues } from './input';

const posted = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

describe('the marketing desk reads what staff type', () => {
  it('takes article numbers one per line or separated, once each', () => {
    expect(articleNumbersOf('A-1\nB-2, C-3;A-1  D-4')).toEqual(['A-1', 'B-2', 'C-3', 'D-4']);
  });

  it('reads the dates in Stockholm, an end left empty as none, and names the first that is no moment', () => {
    expect(datesOf(posted({ startsAt: '2026-12-01T06:00', endsAt: '' }))).toEqual({
      problem: null,
      startsAt: '2026-12-01T05:00:00.000Z',
      endsAt: null,
    });
    expect(datesOf(posted({ startsAt: 'soon', endsAt: 'later' }))).toEqual({ problem: 'BAD_START' });
    expect(datesOf(posted({ startsAt: '2026-12-01T06:00', endsAt: '2026-02-30T06:00' }))).toEqual({
      problem: 'BAD_END',
    });
  });

  it('keeps what was typed for the form again, but not the framework’s own fields', () => {
    expect(typedValues(posted({ alias: 'sale', $ACTION_ID_1: 'x', note: 'abcdef' }), 4)).toEqual({
      alias: 'sale',
      note: 'abcd',
    });
  });

  it('takes an id only when it is one', () => {
    expect([idOf('12'), idOf(''), idOf('0'), idOf('1.5'), idOf(String(2 ** 31))]).toEqual([
      12,
      null,
      null,
      null,
      null,
    ]);
  });
});
