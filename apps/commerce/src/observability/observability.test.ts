import { DrizzleQueryError } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { serializeError } from './logger.ts';
import { mayReadMetrics } from './metrics.ts';
import { loggedPath, requestIdOf, routeOf } from './observe-requests.ts';

describe('route labels', () => {
  it('are the known routes or other, never a raw path', () => {
    expect(routeOf('/graphql')).toBe('/graphql');
    expect(routeOf('/auth/sign/demo-storefront-key')).toBe('/auth');
    expect(routeOf('/images/products/p-1.svg')).toBe('/images');
    expect(routeOf('/healthz')).toBe('/healthz');
    expect(routeOf('/graphqlx')).toBe('other');
    expect(routeOf('/')).toBe('other');
    expect(routeOf('/wp-admin/install.php')).toBe('other');
  });
});

describe('logged paths', () => {
  it('hide the API key and the order id that a path may hold', () => {
    expect(loggedPath('/auth/sign/staff-key-123')).toBe('/auth/sign/…');
    expect(loggedPath('/invoices/0b5e7a4c-3f4e-4d1a-9c2b-1a2b3c4d5e6f.pdf')).toBe('/invoices/…');
    expect(loggedPath('/auth/login')).toBe('/auth/login');
    expect(loggedPath(`/${'x'.repeat(1000)}`)).toHaveLength(256);
  });
});

describe('request ids', () => {
  it("keep the caller's when it is sane, else are new", () => {
    expect(requestIdOf('0b5e7a4c-3f4e-4d1a-9c2b-1a2b3c4d5e6f')).toBe('0b5e7a4c-3f4e-4d1a-9c2b-1a2b3c4d5e6f');
    expect(requestIdOf('trace:1.2_3')).toBe('trace:1.2_3');
    for (const hostile of [undefined, '', 'x'.repeat(129), 'a\nb', 'a b', 'é', ['a', 'b']]) {
      expect(requestIdOf(hostile)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('the metrics token', () => {
  it('is asked for as a bearer, and with none set nobody may read', () => {
    expect(mayReadMetrics(undefined, undefined)).toBe(false);
    expect(mayReadMetrics('Bearer ', undefined)).toBe(false);
    expect(mayReadMetrics('Bearer undefined', undefined)).toBe(false);
    expect(mayReadMetrics(undefined, 'secret')).toBe(false);
    expect(mayReadMetrics('Bearer wrong', 'secret')).toBe(false);
    expect(mayReadMetrics('Bearer secret', 'secret')).toBe(true);
  });
});

describe('logged errors', () => {
  it("keep a failed query's text and cause but not its parameters, also inside a GraphQL error", () => {
    const failed = new DrizzleQueryError(
      'select 1 from api_keys where key = $1',
      ['secret-key', 'line\nbreak'],
      new Error('PGlite is closed'),
    );
    for (const error of [failed, new GraphQLError(failed.message, { originalError: failed })]) {
      const serialized = JSON.stringify(serializeError(error));
      expect(serialized).not.toContain('secret-key');
      expect(serialized).not.toContain('break');
      expect(serialized).toContain('select 1 from api_keys where key = $1');
      expect(serializeError(error).stack).toMatch(/\n\s+at /);
    }
    expect(serializeError(failed).message).toContain('PGlite is closed');
  });
});
