import { describe, expect, it } from 'vitest';
import { GraphQLRequestError, MissingResponseError, ServerError } from '@/lib/graphql/errors';
import { errorStatus, errorText } from './error-status';

/** An error as Next hands a failed server render to the error page: its digest, no other field. */
const rendered = (error: Error & { digest?: string }) =>
  Object.assign(new Error('An error occurred in the Server Components render.'), { digest: error.digest });

describe('errorStatus', () => {
  it('is the HTTP error status an error carries', () => {
    expect(errorStatus(new ServerError(503, 'Service unavailable'))).toBe(503);
    expect(errorStatus(Object.assign(new Error('gone'), { status: 410 }))).toBe(410);
    expect(errorStatus(new ServerError(302, 'moved'))).toBe(500);
  });

  it('is the status a failed read names after the server render dropped its fields', () => {
    expect(errorStatus(rendered(new ServerError(502, 'Bad gateway')))).toBe(502);
    expect(errorStatus(rendered(new MissingResponseError('Product')))).toBe(500);
    expect(errorStatus(Object.assign(new Error('x'), { digest: '2914401285' }))).toBe(500);
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

describe('errorText', () => {
  it('names the error of a failed read, through the server render too', () => {
    expect(errorText(rendered(new ServerError(502, 'Bad gateway')))).toBe(
      'Response not successful: Received status code 502',
    );
    expect(errorText(rendered(new MissingResponseError('Product')))).toBe(
      "Server response was missing for query 'Product'.",
    );
    expect(errorText(rendered(new GraphQLRequestError('Product', [{ message: 'Unexpected error.' }])))).toBe(
      'Unexpected error.',
    );
    expect(errorText(Object.assign(new Error('The order could not be created'), { statusCode: 404 }))).toBe(
      'The order could not be created',
    );
  });

  it('names nothing for an error of no known kind (its message may say what a shopper must not read)', () => {
    expect(errorText(new Error('secret detail'))).toBe('');
    expect(errorText(Object.assign(new Error('x'), { digest: '2914401285' }))).toBe('');
    expect(errorText(null)).toBe('');
  });
});
