import Link from 'next/link';
import { linkOf, textOf } from './configuration';
import { hrefOf, type WidgetProps } from './widget-context';
import styles from './widgets.module.css';

type Block =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'definitions'; items: { term: string; description: string }[] };

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** The blocks a text widget may hold; anything else is left out. */
function blocksOf(value: unknown): Block[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw): Block[] => {
    if (typeof raw !== 'object' || raw === null) return [];
    const block = raw as Record<string, unknown>;
    const text = textOf(block.text);
    if ((block.type === 'heading' || block.type === 'paragraph') && text) return [{ type: block.type, text }];
    if (block.type === 'list') return [{ type: 'list', items: strings(block.items) }];
    if (block.type === 'definitions' && Array.isArray(block.items)) {
      const items = block.items.flatMap((item) => {
        const { term, description } = (item ?? {}) as Record<string, unknown>;
        return typeof term === 'string' && typeof description === 'string' ? [{ term, description }] : [];
      });
      return [{ type: 'definitions', items }];
    }
    return [];
  });
}

/** Text as plain blocks (headings, paragraphs, lists, term and description pairs), and a link. */
export function TextWidget({ configuration, links, id }: WidgetProps) {
  const title = textOf(configuration.title);
  const link = linkOf(configuration.link);
  const Subheading = title ? 'h3' : 'h2';
  return (
    <section className={styles.text} aria-labelledby={title ? `${id}-title` : undefined}>
      {title && <h2 id={`${id}-title`}>{title}</h2>}
      {blocksOf(configuration.blocks).map((block, index) => {
        const key = `${id}-${index}`;
        switch (block.type) {
          case 'heading':
            return <Subheading key={key}>{block.text}</Subheading>;
          case 'paragraph':
            return <p key={key}>{block.text}</p>;
          case 'list':
            return (
              <ul key={key}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          case 'definitions':
            return (
              <dl key={key} className={styles.definitions}>
                {block.items.map((item) => (
                  <div key={item.term}>
                    <dt>{item.term}</dt>
                    <dd>{item.description}</dd>
                  </div>
                ))}
              </dl>
            );
          default:
            return null;
        }
      })}
      {link && (
        <p>
          <Link href={hrefOf(link, links)}>{link.label}</Link>
        </p>
      )}
    </section>
  );
}
