/**
 * How many of another storefront's GraphQL documents validate against the exported schema, by area
 * (ADR 24): `node bench/platform-documents.ts <folder> [schema.graphql]`. The folder holds the
 * documents as that storefront keeps them (`.graphql` or `.gql`, one subfolder per area or
 * package); they are not part of this repository. A fragment is taken from the document's own
 * area (its first folder) first, then from any other (`#import` lines are not read: names decide). Prints each
 * invalid document with graphql-js's reasons, then the counts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildSchema,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  Kind,
  parse,
  validate,
  visit,
} from 'graphql';

const [folder, schemaFile = new URL('../apps/commerce/schema.graphql', import.meta.url).pathname] =
  process.argv.slice(2);
if (!folder) {
  console.error('Usage: node bench/platform-documents.ts <folder of documents> [schema.graphql]');
  process.exit(2);
}

const schema = buildSchema(readFileSync(schemaFile, 'utf8'));
const files = readdirSync(folder, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(graphql|gql)$/.test(file))
  .sort();
/** The first folder below the root: an area (cart, checkout, ...) or a package (oms, crm, ...). */
const areaOf = (file: string) => (file.includes('/') ? (file.split('/')[0] as string) : '.');

const documents = files.map((file) => ({
  file,
  area: areaOf(file),
  document: parse(readFileSync(join(folder, file), 'utf8'), { noLocation: true }),
}));

const fragmentsByArea = new Map<string, Map<string, FragmentDefinitionNode>>();
const anyFragment = new Map<string, FragmentDefinitionNode>();
for (const { area, document } of documents) {
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.FRAGMENT_DEFINITION) continue;
    const own = fragmentsByArea.get(area) ?? new Map<string, FragmentDefinitionNode>();
    own.set(definition.name.value, definition);
    fragmentsByArea.set(area, own);
    if (!anyFragment.has(definition.name.value)) anyFragment.set(definition.name.value, definition);
  }
}

function spreadNames(node: DefinitionNode): string[] {
  const names: string[] = [];
  visit(node, { FragmentSpread: (spread) => void names.push(spread.name.value) });
  return names;
}

/** The operations of a document with every fragment they reach; one not found is left for validate to report. */
function withFragments(document: DocumentNode, area: string): DocumentNode {
  const have = new Map<string, DefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) have.set(d.name.value, d);
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const wanted = [...operations, ...have.values()].flatMap(spreadNames);
  for (let name = wanted.pop(); name !== undefined; name = wanted.pop()) {
    if (have.has(name)) continue;
    const fragment = fragmentsByArea.get(area)?.get(name) ?? anyFragment.get(name);
    if (!fragment) continue;
    have.set(name, fragment);
    wanted.push(...spreadNames(fragment));
  }
  return { kind: Kind.DOCUMENT, definitions: [...operations, ...have.values()] };
}

const counts = new Map<string, { valid: number; all: number }>();
for (const { file, area, document } of documents) {
  if (!document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION)) continue;
  const errors = [...new Set(validate(schema, withFragments(document, area)).map((e) => e.message))];
  const count = counts.get(area) ?? { valid: 0, all: 0 };
  count.all++;
  if (errors.length === 0) count.valid++;
  else console.log(`invalid ${file}\n  ${errors.join('\n  ')}`);
  counts.set(area, count);
}

let valid = 0;
let all = 0;
for (const [area, count] of counts) {
  console.log(`${area}: ${count.valid} of ${count.all}`);
  valid += count.valid;
  all += count.all;
}
console.log(`all: ${valid} of ${all}`);
