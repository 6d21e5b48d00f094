import { getTranslations } from 'next-intl/server';
import { ListProductsQuery } from '@/features/catalog/queries';
import { CONSENT_PANEL_ID } from '@/lib/consent-panel-id';
import { query } from '@/lib/graphql/server';
import type { Configuration } from './configuration';
import { RENDERERS } from './widget-area';
import type { Links } from './widget-context';
import styles from './widgets.module.css';

/** The settings each kind is shown with; kinds about a product get the newest discounted one. */
function samples(productAlias: string | undefined): Record<string, Configuration> {
  return {
    'customer-type': {},
    market: {},
    'promo-code': {},
    'checkout-options': {},
    'price-history': { productAlias },
    stock: { productAlias },
    'trust-rating': {},
  };
}

/** A product whose price has a story to tell: the newest discounted one, else the newest. */
async function sampleProductAlias(): Promise<string | undefined> {
  const { products } = await query(ListProductsQuery, { take: 24, sort: 'LATEST' });
  const discounted = products.products.find((p) => p.unitPrice.isDiscounted);
  return (discounted ?? products.products[0])?.alias;
}

/**
 * Every kind of widget the storefront renders that needs no editor's content, with the shop's real
 * data, each with the name an editor places it by. The cookie consent panel gets its place here once
 * it exists.
 */
export async function WidgetGallery({ links }: { links: Links }) {
  const [t, productAlias] = await Promise.all([getTranslations('previewWidgets'), sampleProductAlias()]);
  const shown = samples(productAlias);
  return (
    <section aria-labelledby="widget-gallery" className={styles.gallery}>
      <h2 id="widget-gallery">{t('galleryTitle')}</h2>
      <p>{t('galleryText')}</p>
      <ul className={styles.galleryList}>
        {Object.entries(shown).map(([name, configuration]) => {
          const Renderer = RENDERERS[name];
          if (!Renderer) return null;
          return (
            <li key={name} className={styles.galleryItem} data-widget-kind={name}>
              <p className={styles.galleryName}>
                {t(`kinds.${name}`)} <code>{name}</code>
              </p>
              <Renderer
                id={`gallery-${name}`}
                configuration={configuration}
                images={[]}
                links={links}
                isPageHeading={false}
                aboveTheFold={false}
              />
            </li>
          );
        })}
        <li className={styles.galleryItem} data-widget-kind="consent">
          <p className={styles.galleryName}>
            {t('kinds.consent')} <code>consent</code>
          </p>
          <p>{t('consentText')}</p>
          <a href={`#${CONSENT_PANEL_ID}`}>{t('consentOpen')}</a>
        </li>
      </ul>
    </section>
  );
}
