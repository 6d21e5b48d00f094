import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ server: { introspection: false } });
});
afterAll(() => api?.close());

describe('introspection when configured off', () => {
  it.each(['{ __schema { types { name } } }', '{ __type(name: "ProductType") { fields { name } } }'])(
    'refuses %s',
    async (query) => {
      const { body } = await api.graphql(query);
      expect(body.data).toBeUndefined();
      expect(body.errors?.[0]?.message).toMatch(/introspection has been disabled/);
    },
  );

  it('does not suggest field names in errors', async () => {
    const { body } = await api.graphql('{ chanel { id } }');
    expect(body.errors?.[0]?.message).toBe(
      'Cannot query field "chanel" on type "Query". [Suggestion hidden]',
    );
  });
});
