import { getIntrospectionQuery } from 'graphql';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_APP_ENV } from '../../../scripts/app-processes.ts';
import { type CommerceProcess, startCommerceProcess } from './commerce-process.ts';
import { useTestApi } from './suite.ts';

const suite = useTestApi({ products: 20 });

/** The API in a process of its own, told what `npm start` tells it, plus `env`; stopped after `use`. */
async function asNpmStartRunsIt(env: Record<string, string>, use: (api: CommerceProcess) => Promise<void>) {
  const api = await startCommerceProcess(suite.api().location, { ...PRODUCTION_APP_ENV, ...env });
  try {
    await use(api);
  } finally {
    api.kill('SIGTERM');
    await api.exited;
  }
}

async function introspect(api: CommerceProcess) {
  const response = await api.graphql(getIntrospectionQuery());
  return (await response.json()) as {
    data?: { __schema: { queryType: { name: string } } };
    errors?: { message: string }[];
  };
}

describe('introspection of the API as npm start runs it', () => {
  it('is refused unless GRAPHQL_INTROSPECTION=true, and answered with it', async () => {
    // PGlite is opened by one process at a time.
    await suite.api().stop();
    await asNpmStartRunsIt({ GRAPHQL_INTROSPECTION: '' }, async (api) => {
      const refused = await introspect(api);
      expect(refused.data).toBeUndefined();
      expect(refused.errors?.[0]?.message).toMatch(/introspection has been disabled/);
      // The shop itself is answered as ever.
      const channel = (await (await api.graphql('{ channel { id } }')).json()) as { data?: unknown };
      expect(channel).toEqual({ data: { channel: { id: expect.any(String) } } });
    });
    await asNpmStartRunsIt({ GRAPHQL_INTROSPECTION: 'true' }, async (api) => {
      const answered = await introspect(api);
      expect(answered.errors).toBeUndefined();
      expect(answered.data?.__schema.queryType.name).toBe('Query');
    });
  }, 120_000);
});
