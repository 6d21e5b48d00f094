import { afterEach, describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError, ServerError } from './errors';
import { asMutationResult, type ProblemFields, refusedWith } from './mutation-result';

const FIELDS: ProblemFields<'rating' | 'author', 'ratingRequired' | 'authorRequired'> = {
  INVALID_RATING: { field: 'rating', problem: 'ratingRequired' },
  INVALID_AUTHOR: { field: 'author', problem: 'authorRequired' },
};
const refused =
  (...errors: { message: string; extensions?: Record<string, unknown> }[]) =>
  () =>
    Promise.reject(new GraphQLRequestError('PostProductReview', errors));

describe('a change as a value', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers the data when the API accepts', async () => {
    expect(await asMutationResult(() => Promise.resolve({ saved: true }), FIELDS)).toEqual({
      ok: true,
      data: { saved: true },
    });
  });

  it('marks every field the API names in problems', async () => {
    const result = await asMutationResult(
      refused({
        message: 'Bad review',
        extensions: { code: 'INVALID_RATING', problems: ['INVALID_RATING', 'INVALID_AUTHOR'] },
      }),
      FIELDS,
    );
    expect(result).toEqual({
      ok: false,
      fieldErrors: { rating: 'ratingRequired', author: 'authorRequired' },
      formError: null,
    });
  });

  it('passes on what the API said beside a refusal a field explains', async () => {
    const result = await asMutationResult(
      refused({
        message: 'Only 3',
        extensions: { code: 'INVALID_RATING', field: 'rating', problems: ['INVALID_RATING'], available: 3 },
      }),
      FIELDS,
    );
    expect(result).toEqual({
      ok: false,
      fieldErrors: { rating: 'ratingRequired' },
      formError: null,
      details: { available: 3 },
    });
  });

  it('reads a lone code when there is no problems list', async () => {
    const result = await asMutationResult(
      refused({ message: 'x', extensions: { code: 'INVALID_AUTHOR' } }),
      FIELDS,
    );
    expect(result).toMatchObject({ ok: false, fieldErrors: { author: 'authorRequired' } });
  });

  it('answers a refusal no field explains as the form error, by its code', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await asMutationResult(
      refused({ message: 'No product', extensions: { code: 'NOT_FOUND' } }),
      FIELDS,
    );
    expect(result).toEqual({ ok: false, fieldErrors: {}, formError: 'NOT_FOUND' });
  });

  it('reads errors the API sent with an error status', async () => {
    const body = JSON.stringify({ errors: [{ message: 'x', extensions: { code: 'INVALID_RATING' } }] });
    const result = await asMutationResult(() => Promise.reject(new ServerError(400, body)), FIELDS);
    expect(result).toMatchObject({ ok: false, fieldErrors: { rating: 'ratingRequired' } });
  });

  it('answers UNAVAILABLE when the API could not be asked, and never throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const down = () => Promise.reject(new TypeError('fetch failed'));
    expect(await asMutationResult(down, FIELDS)).toEqual({
      ok: false,
      fieldErrors: {},
      formError: 'UNAVAILABLE',
    });
    const broken = () => Promise.reject(new ServerError(502, '<html>Bad gateway</html>'));
    expect(await asMutationResult(broken, FIELDS)).toMatchObject({ formError: 'UNAVAILABLE' });
  });
});

describe('a refusal by its code', () => {
  it('is found in the problems or the code, also in an HTTP error status, and never in a failure to ask', () => {
    const cart = new GraphQLRequestError('PlaceOrder', [
      { message: 'x', extensions: { code: 'CART_COMPLETED' } },
    ]);
    expect(refusedWith(cart, 'CART_NOT_FOUND', 'CART_COMPLETED')).toBe(true);
    expect(refusedWith(cart, 'CART_NOT_FOUND')).toBe(false);
    const body = JSON.stringify({
      errors: [{ message: 'x', extensions: { code: 'BAD_USER_INPUT', problems: ['RESET_KEY_EXPIRED'] } }],
    });
    expect(refusedWith(new ServerError(400, body), 'RESET_KEY_EXPIRED')).toBe(true);
    expect(refusedWith(new TypeError('fetch failed'), 'UNAUTHENTICATED')).toBe(false);
  });
});
