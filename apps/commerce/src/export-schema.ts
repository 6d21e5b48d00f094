import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printedAdminSchema } from './admin/schema.ts';
import { printedSchema } from './schema.ts';

const files = [
  ['../schema.graphql', printedSchema],
  ['../admin-schema.graphql', printedAdminSchema],
] as const;

for (const [path, print] of files) {
  const file = fileURLToPath(new URL(path, import.meta.url));
  writeFileSync(file, print());
  console.log(`Wrote ${file}`);
}
