import SchemaBuilder from '@pothos/core';
import ValidationPlugin from '@pothos/plugin-validation';
import { GraphQLError, Kind } from 'graphql';
import type { RequestContext } from './context.ts';
import { INPUT_LIMITS, optionalText } from './input.ts';
import {
  dateTimeScalar,
  decimalScalar,
  fileScalar,
  type UploadedFile,
  validationOptions,
} from './scalars.ts';

export const builder = new SchemaBuilder<{
  Context: RequestContext;
  DefaultFieldNullability: false;
  // Resolvers and arguments see integer minor units; clients see major units (ADR 2).
  Scalars: {
    Decimal: { Input: number; Output: number };
    DateTime: { Input: Date; Output: Date };
    Guid: { Input: string; Output: string };
    File: { Input: UploadedFile; Output: never };
  };
}>({
  plugins: [ValidationPlugin],
  defaultFieldNullability: false,
  validation: validationOptions,
  // The staff schema's scope-auth plugin (admin/builder.ts) makes this option every builder's;
  // the shop's schema does not load the plugin: its API key and the customer's token decide.
  scopeAuth: { authScopes: () => ({}) },
});

builder.scalarType('Decimal', decimalScalar);

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function guidOf(value: unknown): string {
  if (typeof value !== 'string' || !GUID.test(value)) {
    throw new GraphQLError(`Guid must be a UUID such as 3f2b8c1e-5d4a-4b7e-9c1f-0a2b3c4d5e6f`, {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return value.toLowerCase();
}

builder.scalarType('Guid', {
  description: "The platform's Guid: a UUID in text, e.g. an order's public id",
  serialize: (value) => String(value),
  parseValue: guidOf,
  parseLiteral: (node) => guidOf(node.kind === Kind.STRING ? node.value : undefined),
});

builder.scalarType('DateTime', dateTimeScalar);

builder.scalarType('File', fileScalar);

builder.queryType({ description: 'Reads of the storefront: catalog, channel and content.' });
builder.mutationType({
  description: 'Changes the storefront asks for, and staff changes to prices and stock.',
});

const scopeId = optionalText(INPUT_LIMITS.scopeIdMax);

/**
 * Every operation accepts these; the client fills them in automatically. Empty or absent means the
 * channel's default market and the market's default language; see resolveScope for the rest.
 */
export const scopeArgs = builder.args((t) => ({
  channelId: t.string({ required: false, description: 'Channel, e.g. 1|se', validate: scopeId }),
  marketId: t.string({
    required: false,
    description: 'Market alias (or id), e.g. se; unknown ones are refused',
    validate: scopeId,
  }),
  languageId: t.string({
    required: false,
    description:
      "Language ISO id (e.g. sv-SE) or code (sv), matched case-insensitively; one the market does not allow means the market's default language, one the channel does not have is refused",
    validate: scopeId,
  }),
}));

/** The `apiKey` argument older platform documents send with a customer's reads; the key is the header's. */
export const legacyApiKeyArgs = builder.args((t) => ({
  apiKey: t.string({
    required: false,
    description: 'Ignored: older platform documents send it; the API key travels in X-ApiKey',
    deprecationReason: 'The API key travels in the X-ApiKey header',
    validate: optionalText(INPUT_LIMITS.apiKeyMax),
  }),
}));
