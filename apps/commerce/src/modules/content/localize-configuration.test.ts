import { describe, expect, it } from 'vitest';
import { localizeConfiguration } from './localize-configuration.ts';

describe('localizeConfiguration', () => {
  const configuration = {
    title: { sv: 'Höstrea', en: 'Autumn sale' },
    take: 12,
    link: { url: '/dc/hostrea-tradgard', label: { sv: 'Till rean', da: 'Til udsalget' } },
    blocks: { sv: [{ type: 'paragraph', text: 'Hej' }], en: [{ type: 'paragraph', text: 'Hello' }] },
    tags: ['a', 'b'],
  };

  it('picks the wanted language at any depth, also for whole lists', () => {
    expect(localizeConfiguration(configuration, 'en')).toEqual({
      title: 'Autumn sale',
      take: 12,
      link: { url: '/dc/hostrea-tradgard', label: 'Till rean' },
      blocks: [{ type: 'paragraph', text: 'Hello' }],
      tags: ['a', 'b'],
    });
  });

  it('falls back to Swedish, then to any language given', () => {
    expect(localizeConfiguration({ sv: 'Hej', en: 'Hi' }, 'fi')).toBe('Hej');
    expect(localizeConfiguration({ da: 'Hej med dig' }, 'fi')).toBe('Hej med dig');
  });

  it('leaves objects with other keys and empty objects alone', () => {
    expect(localizeConfiguration({ sv: 'x', url: '/a' }, 'en')).toEqual({ sv: 'x', url: '/a' });
    expect(localizeConfiguration({}, 'en')).toEqual({});
  });
});
