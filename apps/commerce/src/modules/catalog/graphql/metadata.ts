import { builder } from '#src/graphql/builder.ts';

export const MetadataType = builder
  .objectRef<{ title: string; description: string }>('MetadataType')
  .implement({
    fields: (t) => ({
      title: t.exposeString('title'),
      description: t.exposeString('description'),
      keywords: t.string({
        nullable: true,
        description:
          'No page has keywords (search engines ignore them): always null, the platform’s empty value',
        resolve: () => null,
      }),
    }),
  });

/** A page's address in one of the shop's languages: what hreflang alternates and sitemaps name. */
export const AlternateUrlType = builder
  .objectRef<{ languageCode: string; canonicalUrl: string }>('AlternateUrlType')
  .implement({
    description: "A page's address in one language (ADR 71)",
    fields: (t) => ({
      languageCode: t.exposeString('languageCode', { description: 'sv, da, en, fi or nb' }),
      canonicalUrl: t.exposeString('canonicalUrl'),
    }),
  });
