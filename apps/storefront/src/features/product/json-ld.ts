import type { StockStatus } from '@/ui/stock-badge';

const AVAILABILITY: Record<StockStatus, string> = {
  IN_STOCK: 'InStock',
  STATIC: 'InStock',
  FEW_LEFT: 'LimitedAvailability',
  OVERSELLABLE: 'BackOrder',
  ORDER_ITEM: 'BackOrder',
  OUT_OF_STOCK: 'OutOfStock',
  DISCONTINUED: 'Discontinued',
};

export interface ProductJsonLdInput {
  name: string;
  sku: string;
  gtin?: string;
  brand: string;
  description: string;
  images: string[];
  url: string;
  /** Major units (the API's Decimal), including VAT. */
  sellingPriceIncVat: number;
  currency: string;
  stockStatus: StockStatus;
  rating: { score: number; voteCount: number };
}

/** schema.org Product, for search engines, with the price as two-decimal text as schema.org wants. */
export function productJsonLd(p: ProductJsonLdInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    sku: p.sku,
    ...(p.gtin ? { gtin13: p.gtin } : {}),
    brand: { '@type': 'Brand', name: p.brand },
    image: p.images,
    description: p.description,
    url: p.url,
    offers: {
      '@type': 'Offer',
      url: p.url,
      price: p.sellingPriceIncVat.toFixed(2),
      priceCurrency: p.currency,
      availability: `https://schema.org/${AVAILABILITY[p.stockStatus]}`,
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(p.rating.voteCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: p.rating.score,
            reviewCount: p.rating.voteCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** schema.org BreadcrumbList: home, the category path, the product. */
export function breadcrumbJsonLd(items: { name: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** JSON for a <script> element: `<` escaped so no text can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
