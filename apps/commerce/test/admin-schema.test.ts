import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printedAdminSchema } from '#src/admin/schema.ts';

describe('admin-schema.graphql', () => {
  it('matches the staff schema the code builds (run `npm run schema:export` after changing it)', () => {
    const committed = readFileSync(new URL('../admin-schema.graphql', import.meta.url), 'utf8');
    expect(committed).toBe(printedAdminSchema());
  });
});
