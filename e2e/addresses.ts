import type { APIRequestContext } from '@playwright/test';
import { commerce } from './commerce-api';
import type { Locale } from './messages';

export const HREFLANG: Record<Locale, string> = {
  sv: 'sv-SE',
  da: 'da-DK',
  en: 'en-GB',
  fi: 'fi-FI',
  nb: 'nb-NO',
};

export interface Addresses {
  /** The product's alias, the same in every language: its Swedish address's. */
  alias: string;
  name: string;
  pathIn: Record<Locale, string>;
}

/** A machine sold in Sweden whose English and Danish names, and so addresses, differ from the Swedish. */
export async function aTranslatedProduct(request: APIRequestContext): Promise<Addresses> {
  const { products } = await commerce<{
    products: {
      products: {
        alias: string;
        name: string;
        alternates: { languageCode: Locale; canonicalUrl: string }[];
      }[];
    };
  }>(
    request,
    `{ products(marketId: "se", languageId: "en-GB", categoryAlias: "byggmaskiner", take: 20) {
        products { alias name alternates { languageCode canonicalUrl } } } }`,
  );
  for (const product of products.products) {
    const pathIn = Object.fromEntries(
      product.alternates.map((a) => [a.languageCode, a.canonicalUrl]),
    ) as Record<Locale, string>;
    if (pathIn.en !== pathIn.sv && pathIn.da !== pathIn.sv && pathIn.en !== pathIn.da) {
      return { alias: product.alias, name: product.name, pathIn };
    }
  }
  throw new Error('No machine with addresses of its own in English and Danish');
}
