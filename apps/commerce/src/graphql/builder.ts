import SchemaBuilder from '@pothos/core';
import ValidationPlugin from '@pothos/plugin-validation';
import type { RequestContext } from './context.ts';
import { INPUT_LIMITS, optionalText } from './input.ts';
import { badUserInput } from './input-error.ts';

export const builder = new SchemaBuilder<{
  Context: RequestContext;
  DefaultFieldNullability: false;
}>({
  plugins: [ValidationPlugin],
  defaultFieldNullability: false,
  validation: { validationError: (failure) => badUserInput(failure.issues.map(issueOf)) },
});

/** A standard-schema issue as the API reports it: the path as plain keys. */
function issueOf(issue: { message: string; path?: readonly (PropertyKey | { key: PropertyKey })[] }) {
  return {
    message: issue.message,
    path: (issue.path ?? []).map((key) => (typeof key === 'object' ? key.key : key)),
  };
}

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
