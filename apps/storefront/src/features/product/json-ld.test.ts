import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, productJsonLd, scriptJson } from './json-ld';

describe('structured data', () => {
  const input = {
    name: 'Minigrävare Hakmo X',
    sku: 'HAK-100001',
    brand: 'Hakmo',
    description: 'En stark maskin.',
    images: ['https://shop.example/images/products/a.svg'],
    url: 'https://shop.example/p/hakmo-x',
    sellingPriceIncVat: 129900,
    currency: 'SEK',
    stockStatus: 'FEW_LEFT' as const,
    rating: { score: 4.3, voteCount: 7 },
  };
  it('describes the product with its offer and rating', () => {
    const ld = productJsonLd(input);
    expect(ld).toMatchObject({
      '@type': 'Product',
      sku: 'HAK-100001',
      brand: { name: 'Hakmo' },
      offers: {
        price: '129900.00',
        priceCurrency: 'SEK',
        availability: 'https://schema.org/LimitedAvailability',
      },
      aggregateRating: { ratingValue: 4.3, reviewCount: 7 },
    });
    expect(productJsonLd({ ...input, rating: { score: 0, voteCount: 0 } })).not.toHaveProperty(
      'aggregateRating',
    );
    expect(productJsonLd({ ...input, stockStatus: 'OUT_OF_STOCK' }).offers.availability).toBe(
      'https://schema.org/OutOfStock',
    );
  });
  it('numbers the breadcrumbs and escapes script text', () => {
    const ld = breadcrumbJsonLd([
      { name: 'Hem', url: 'https://shop.example/' },
      { name: 'Trädgård', url: 'https://shop.example/c/tradgard' },
    ]);
    expect(ld.itemListElement.map((i) => i.position)).toEqual([1, 2]);
    expect(scriptJson({ a: '</script><b>' })).not.toContain('</script>');
    expect(JSON.parse(scriptJson({ a: '</script>' }))).toEqual({ a: '</script>' });
  });
});
