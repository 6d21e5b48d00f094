import Link from 'next/link';
import { linkOf, textOf } from './configuration';
import { hrefOf, type WidgetProps } from './widget-context';
import styles from './widgets.module.css';

/** A large banner: heading, text, one call to action and a generated illustration. */
export function Hero({ configuration, images, links, isPageHeading }: WidgetProps) {
  const title = textOf(configuration.title);
  if (!title) return null;
  const text = textOf(configuration.text);
  const link = linkOf(configuration.link);
  const Heading = isPageHeading ? 'h1' : 'h2';
  const image = images[0];
  return (
    <section className={styles.hero}>
      <div className={styles.heroText}>
        <Heading>{title}</Heading>
        {text && <p>{text}</p>}
        {link && (
          <Link href={hrefOf(link, links)} className={styles.heroAction}>
            {link.label}
          </Link>
        )}
      </div>
      {image && (
        // biome-ignore lint/performance/noImgElement: a small generated SVG from this origin; next/image would pass it through unchanged.
        <img
          className={styles.heroImage}
          src={`/images/products/${encodeURIComponent(image)}`}
          alt=""
          width={800}
          height={800}
          fetchPriority={isPageHeading ? 'high' : undefined}
        />
      )}
    </section>
  );
}
