import { builder } from '#src/graphql/builder.ts';

export const MetadataType = builder
  .objectRef<{ title: string; description: string }>('MetadataType')
  .implement({
    fields: (t) => ({ title: t.exposeString('title'), description: t.exposeString('description') }),
  });
