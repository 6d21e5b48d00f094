import type { ComponentType } from 'react';
import type { ResultOf } from '@/lib/graphql/graphql';
import { CategoryTiles } from './category-tiles';
import { parseConfiguration } from './configuration';
import { Hero } from './hero';
import { ProductCarousel } from './product-carousel';
import type { WidgetAreaFields } from './queries';
import {
  CheckoutOptionsRenderer,
  CustomerTypeWidget,
  MarketWidget,
  PriceHistoryWidget,
  PromoCodeRenderer,
  StockWidget,
} from './shop-widgets';
import { TextWidget } from './text-widget';
import { TrustRating } from './trust-rating';
import type { Links, WidgetProps } from './widget-context';
import styles from './widgets.module.css';

export type WidgetAreaData = ResultOf<typeof WidgetAreaFields>;

/** One renderer per kind of widget; kinds this storefront does not know are left out. */
export const RENDERERS: Record<string, ComponentType<WidgetProps>> = {
  hero: Hero,
  'product-carousel': ProductCarousel,
  'category-tiles': CategoryTiles,
  text: TextWidget,
  'trust-rating': TrustRating,
  'customer-type': CustomerTypeWidget,
  market: MarketWidget,
  'promo-code': PromoCodeRenderer,
  'checkout-options': CheckoutOptionsRenderer,
  'price-history': PriceHistoryWidget,
  stock: StockWidget,
};

const LAYOUTS = new Set(['full', 'half', 'third']);

/** The widgets of an area, container by container, in the order the API gives them. */
export function WidgetArea({
  area,
  links,
  idPrefix,
  heroIsPageHeading = false,
  eagerFirstCarousel = false,
}: {
  area: WidgetAreaData | null;
  links: Links;
  /** Distinguishes the ids of two areas on one page. */
  idPrefix: string;
  heroIsPageHeading?: boolean;
  /** The first carousel's first cards are on the phone's first screen: their images load first. */
  eagerFirstCarousel?: boolean;
}) {
  if (!area) return null;
  let heroSeen = false;
  let carouselSeen = false;
  return (
    <>
      {area.containers.map((container, c) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: containers have no id; their order is fixed.
          key={c}
          className={`${styles.container} ${styles[LAYOUTS.has(container.layout) ? container.layout : 'full']}`}
          data-design={container.design}
        >
          {container.widgets.map((widget, w) => {
            const Renderer = RENDERERS[widget.name];
            const configuration = parseConfiguration(widget.configuration);
            if (!Renderer || !configuration) return null;
            const isPageHeading = heroIsPageHeading && widget.name === 'hero' && !heroSeen;
            if (widget.name === 'hero') heroSeen = true;
            const aboveTheFold = eagerFirstCarousel && widget.name === 'product-carousel' && !carouselSeen;
            if (widget.name === 'product-carousel') carouselSeen = true;
            const id = `${idPrefix}-${c}-${w}`;
            return (
              <Renderer
                key={id}
                id={id}
                configuration={configuration}
                images={widget.images.map((image) => image.fileName)}
                links={links}
                isPageHeading={isPageHeading}
                aboveTheFold={aboveTheFold}
              />
            );
          })}
        </div>
      ))}
    </>
  );
}

/** Whether the area holds a widget of a kind (a hero gives the page its h1; a carousel loads first). */
export function hasWidget(area: WidgetAreaData | null, name: string): boolean {
  return Boolean(area?.containers.some((c) => c.widgets.some((w) => w.name === name)));
}
