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
