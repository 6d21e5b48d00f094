import { describe, expect, it } from 'vitest';
import { ServerError } from '@/lib/graphql/errors';
import { errorStatus } from './error-status';

describe('errorStatus', () => {
  it('is the HTTP error status an error carries', () => {
    expect(errorStatus(new ServerError(503, 'Service unavailable'))).toBe(503);
    expect(errorStatus(Object.assign(new Error('gone'), { status: 410 }))).toBe(410);
    expect(errorStatus(new ServerError(302, 'moved'))).toBe(500);
  });

  it('is 500 for an error without a status, or with one that is no error status', () => {
    expect(errorStatus(new Error('boom'))).toBe(500);
    expect(errorStatus(null)).toBe(500);
    expect(errorStatus('text')).toBe(500);
    expect(errorStatus(Object.assign(new Error('x'), { status: '404' }))).toBe(500);
    expect(errorStatus(Object.assign(new Error('x'), { status: 200 }))).toBe(500);
    expect(errorStatus(Object.assign(new Error('x'), { status: 404.5 }))).toBe(500);
  });
});
