import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import { validate } from 'graphql';
import { MEASURE_FIELDS_NOT_FRAGMENTS } from '#src/graphql-limits.ts';
import type { GRAPHQL_LIMITS } from '#src/request-limits.ts';
import { schema } from '#src/schema.ts';

export type DocumentMeasures = Record<keyof typeof GRAPHQL_LIMITS, number>;

/** A document's size by the same rules the API limits it with, each with no limit of its own. */
export function measureDocument(text: string): DocumentMeasures {
  const parser = new MaxTokensParserWLexer(text, { n: Number.POSITIVE_INFINITY });
  const document = parser.parseDocument();
  const measures: DocumentMeasures = {
    maxTokens: parser.tokenCount,
    maxAliases: 0,
    maxDepth: 0,
    maxCost: 0,
    maxDirectives: 0,
  };
  const keep = (key: keyof DocumentMeasures) => ({
    onAccept: [
      (_context: unknown, details: { n: number }) => {
        measures[key] = details.n;
      },
    ],
  });
  const n = Number.POSITIVE_INFINITY;
  const errors = validate(schema, document, [
    maxAliasesRule({ n, ...keep('maxAliases') }),
    maxDepthRule({ n, ...MEASURE_FIELDS_NOT_FRAGMENTS, ...keep('maxDepth') }),
    costLimitRule({ maxCost: n, ...MEASURE_FIELDS_NOT_FRAGMENTS, ...keep('maxCost') }),
    maxDirectivesRule({ n, ...keep('maxDirectives') }),
  ]);
  if (errors.length > 0) throw new Error(errors.map((e) => e.message).join('\n'));
  return measures;
}
