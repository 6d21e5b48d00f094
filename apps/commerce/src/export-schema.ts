import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printedSchema } from './schema.ts';

const schemaFile = fileURLToPath(new URL('../schema.graphql', import.meta.url));

writeFileSync(schemaFile, printedSchema());
console.log(`Wrote ${schemaFile}`);
