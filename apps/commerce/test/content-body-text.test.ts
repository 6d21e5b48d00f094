import { describe, expect, it } from 'vitest';
import { sectionsText, textSections } from '#src/modules/content-desk/body-text.ts';
import { frontpageWidgets } from '#src/seed/content/frontpage.ts';
import { contentPageSeeds } from '#src/seed/content/index.ts';

describe('the content desk’s text form of a page’s blocks', () => {
  it('gives back every seeded page’s sections in every language as they were', () => {
    for (const page of contentPageSeeds) {
      for (const language of Object.keys(page.title)) {
        const sections = page.sections.map((s) => s.blocks[language as 'sv'] ?? []);
        expect(textSections(sectionsText(sections)), `${page.alias} ${language}`).toEqual(sections);
      }
    }
  });

  it('gives back the home page’s text blocks', () => {
    for (const widget of frontpageWidgets.filter((w) => w.name === 'text')) {
      const blocks = widget.configuration.blocks as Record<string, unknown[]>;
      for (const language of Object.keys(blocks)) {
        expect(textSections(sectionsText([blocks[language] ?? []]))).toEqual([blocks[language]]);
      }
    }
  });

  it('reads headings, paragraphs over lines, lists, definitions and sections as typed', () => {
    const text = [
      '## Öppettider',
      'Vi har öppet',
      'alla dagar.',
      '',
      '- Måndag',
      '- Tisdag',
      '',
      '- Helg',
      'Butik :: 08-520 310 00',
      'Verkstad :: 08-520 310 20',
      '---',
      'Δεύτερη ενότητα',
    ].join('\r\n');
    expect(textSections(text)).toEqual([
      [
        { type: 'heading', text: 'Öppettider' },
        { type: 'paragraph', text: 'Vi har öppet alla dagar.' },
        { type: 'list', items: ['Måndag', 'Tisdag'] },
        { type: 'list', items: ['Helg'] },
        {
          type: 'definitions',
          items: [
            { term: 'Butik', description: '08-520 310 00' },
            { term: 'Verkstad', description: '08-520 310 20' },
          ],
        },
      ],
      [{ type: 'paragraph', text: 'Δεύτερη ενότητα' }],
    ]);
    expect(textSections('')).toEqual([]);
    expect(textSections('\n\n---\n\n')).toEqual([]);
  });
});
