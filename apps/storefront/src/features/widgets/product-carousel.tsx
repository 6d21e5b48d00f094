import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ProductCard } from '@/features/catalog/product-card';
import { ListProductsQuery } from '@/features/catalog/queries';
import { ANALYTICS_ATTRIBUTES } from '@/lib/analytics-markup';
import { query } from '@/lib/graphql/server';
import { CarouselControls } from './carousel-controls';
import { linkOf, numberOf, textOf } from './configuration';
import { hrefOf, type WidgetProps } from './widget-context';
import styles from './widgets.module.css';

const DEFAULT_COUNT = 12;
const MAX_COUNT = 24;
/** Cards a phone shows before scrolling sideways. */
const FIRST_SCREEN_CARDS = 2;

/**
 * A row of product cards that scrolls sideways: the products of a discount campaign
 * (`source: campaign`, `campaignAlias`) or the latest in the range (`source: latest`). It never
 * moves by itself; buttons and keyboard focus move it.
 */
export async function ProductCarousel({ configuration, links, id, aboveTheFold }: WidgetProps) {
  const take = numberOf(configuration.take, DEFAULT_COUNT, MAX_COUNT);
  const campaignAlias = configuration.source === 'campaign' ? textOf(configuration.campaignAlias) : undefined;
  if (configuration.source === 'campaign' && !campaignAlias) return null;
  const [t, { products }] = await Promise.all([
    getTranslations('widgets'),
    query(ListProductsQuery, { take, sort: 'LATEST', discountCampaignAlias: campaignAlias }),
  ]);
  const title = textOf(configuration.title);
  if (!title || products.products.length === 0) return null;
  const link = linkOf(configuration.link);
  const titleId = `${id}-title`;
  const listId = `${id}-list`;
  return (
    <section aria-labelledby={titleId} aria-roledescription={t('carousel')} className={styles.section}>
      <div className={styles.carouselHeader}>
        <h2 id={titleId}>{title}</h2>
        {link && <Link href={hrefOf(link, links)}>{link.label}</Link>}
        <CarouselControls
          listId={listId}
          previousLabel={t('previous', { title })}
          nextLabel={t('next', { title })}
        />
      </div>
      <ul
        id={listId}
        className={styles.carousel}
        aria-labelledby={titleId}
        {...{ [ANALYTICS_ATTRIBUTES.list]: title }}
      >
        {products.products.map((product, index) => (
          <li key={product.productId}>
            <ProductCard
              product={product}
              links={links}
              priority={aboveTheFold && index < FIRST_SCREEN_CARDS}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
