import { describe, expect, it } from 'vitest';
import { isWidgetVisible, toContainers } from './widget-areas.ts';

const row = (id: number, layout: string, name = 'text', configuration: Record<string, unknown> = {}) => ({
  id,
  family: 'Frontpage',
  areaName: 'main',
  pageAlias: '',
  position: id,
  layout,
  name,
  configuration,
  images: [],
  version: 1,
});

describe('toContainers', () => {
  it('groups side-by-side widgets that follow each other and gives full-width ones their own', () => {
    const containers = toContainers(
      [row(1, 'full'), row(2, 'half'), row(3, 'half'), row(4, 'full'), row(5, 'full'), row(6, 'third')],
      'sv',
    );
    expect(containers.map((c) => [c.layout, c.widgets.length])).toEqual([
      ['full', 1],
      ['half', 2],
      ['full', 1],
      ['full', 1],
      ['third', 1],
    ]);
  });

  it('gives the configuration as JSON in the language, without visibility and design', () => {
    const [container] = toContainers(
      [
        row(1, 'full', 'hero', {
          title: { sv: 'Hej', en: 'Hi' },
          design: 'dark',
          visibility: { draft: true },
        }),
      ],
      'en',
    );
    expect(container?.design).toBe('dark');
    expect(JSON.parse(container?.widgets[0]?.configuration ?? '')).toEqual({ title: 'Hi' });
  });
});

describe('isWidgetVisible', () => {
  const request = { family: 'Frontpage', areaName: 'main' };
  it('shows drafts only in preview', () => {
    expect(isWidgetVisible({ draft: true }, request)).toBe(false);
    expect(isWidgetVisible({ draft: true }, { ...request, preview: true })).toBe(true);
  });
  it('honours display setting and customer type when the request names them', () => {
    const visibility = { displaySettings: ['desktop'], customerTypes: ['ORGANIZATION'] };
    expect(isWidgetVisible(visibility, request)).toBe(true);
    expect(isWidgetVisible(visibility, { ...request, displaySetting: 'mobile' })).toBe(false);
    expect(isWidgetVisible(visibility, { ...request, customerType: 'PERSON' })).toBe(false);
    expect(
      isWidgetVisible(visibility, { ...request, displaySetting: 'desktop', customerType: 'ORGANIZATION' }),
    ).toBe(true);
  });
  it('needs every filter of the widget among the request filters', () => {
    const visibility = { filters: [{ key: 'category', value: 'motorsagar' }] };
    expect(isWidgetVisible(visibility, request)).toBe(false);
    expect(
      isWidgetVisible(visibility, { ...request, filters: [{ key: 'category', value: 'motorsagar' }] }),
    ).toBe(true);
  });
});
