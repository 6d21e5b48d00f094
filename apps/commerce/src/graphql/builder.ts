import SchemaBuilder from '@pothos/core';
import type { RequestContext } from './context.ts';

export const builder = new SchemaBuilder<{
  Context: RequestContext;
  DefaultFieldNullability: false;
}>({ defaultFieldNullability: false });

builder.queryType({ description: 'Reads of the storefront: catalog, channel and content.' });
builder.mutationType({ description: 'Changes the storefront asks for.' });

/** Every operation accepts these; the client fills them in automatically. */
export const scopeArgs = builder.args((t) => ({
  channelId: t.string({ required: false, description: 'Channel, e.g. 1|se' }),
  marketId: t.string({ required: false, description: 'Market alias, e.g. se' }),
  languageId: t.string({ required: false, description: 'Language ISO id, e.g. sv-SE' }),
}));
