/**
 * A page's text sections in the desk's text form, and back. The shop keeps plain blocks, never
 * markup (seed/content/blocks.ts); the desk edits them as text where
 *
 *     ## A heading
 *     A paragraph, one or more lines.
 *     - an item of a list
 *     A term :: its description
 *     ---            (a line of its own: the next section, a widget of its own)
 *
 * and a blank line ends a paragraph, list or definition list.
 */

export type TextBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'definitions'; items: { term: string; description: string }[] };

export const SECTION_BREAK = '---';
const HEADING = '## ';
const ITEM = '- ';
const DEFINITION = ' :: ';

/** The blocks of one section as text. */
function blockText(block: TextBlock): string {
  switch (block.type) {
    case 'heading':
      return `${HEADING}${block.text}`;
    case 'paragraph':
      return block.text;
    case 'list':
      return block.items.map((item) => `${ITEM}${item}`).join('\n');
    case 'definitions':
      return block.items.map((item) => `${item.term}${DEFINITION}${item.description}`).join('\n');
  }
}

/** Whether a stored block is one the text form writes; others (none today) are left out of it. */
function isTextBlock(block: unknown): block is TextBlock {
  const type = (block as { type?: unknown } | null)?.type;
  return type === 'heading' || type === 'paragraph' || type === 'list' || type === 'definitions';
}

/** Sections' blocks in one language as the desk's text. */
export function sectionsText(sections: readonly (readonly unknown[])[]): string {
  return sections
    .map((blocks) => blocks.filter(isTextBlock).map(blockText).join('\n\n'))
    .join(`\n\n${SECTION_BREAK}\n\n`);
}

/** The desk's text as sections of blocks: empty lines and an empty text give none. */
export function textSections(text: string): TextBlock[][] {
  const sections: TextBlock[][] = [[]];
  let paragraph: string[] = [];
  const current = () => sections[sections.length - 1] as TextBlock[];
  const endParagraph = () => {
    if (paragraph.length > 0) current().push({ type: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const last = current().at(-1);
    if (line === '') {
      endParagraph();
      // A blank line ends a list too: the next items start another one.
      if (last && (last.type === 'list' || last.type === 'definitions'))
        current().push({ type: 'heading', text: '' });
      continue;
    }
    if (line === SECTION_BREAK) {
      endParagraph();
      sections.push([]);
      continue;
    }
    if (line.startsWith(HEADING.trim())) {
      endParagraph();
      current().push({ type: 'heading', text: line.replace(/^#+\s*/, '') });
    } else if (line.startsWith(ITEM) || line === ITEM.trim()) {
      endParagraph();
      const item = line.slice(ITEM.length).trim();
      if (last?.type === 'list' && paragraph.length === 0) last.items.push(item);
      else current().push({ type: 'list', items: [item] });
    } else if (line.includes(DEFINITION.trim()) && paragraph.length === 0) {
      const at = line.indexOf(DEFINITION.trim());
      const item = { term: line.slice(0, at).trim(), description: line.slice(at + 2).trim() };
      if (last?.type === 'definitions') last.items.push(item);
      else current().push({ type: 'definitions', items: [item] });
    } else {
      paragraph.push(line);
    }
  }
  endParagraph();
  // The markers of a blank line after a list, and sections left empty, are no blocks.
  return sections
    .map((blocks) => blocks.filter((b) => !(b.type === 'heading' && b.text === '')))
    .filter((blocks) => blocks.length > 0);
}
