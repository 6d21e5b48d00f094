import { describe, expect, it } from 'vitest';
import { parseReview, REVIEW_LIMITS } from './validation.ts';

const valid = { rating: 4, author: 'Åsa', comment: 'Bra maskin.' };

describe('parseReview', () => {
  it('cleans the texts of a review it accepts', () => {
    expect(
      parseReview({ rating: 5, author: '  Åsa \t i  Örebro ', comment: ' Stark\r\noch\u0007 tyst ' }),
    ).toEqual({
      review: { rating: 5, author: 'Åsa i Örebro', comment: 'Stark\noch tyst' },
    });
  });

  it('names every refused field once, in field order', () => {
    const result = parseReview({
      rating: 0,
      author: ' \u0000 ',
      comment: 'x'.repeat(REVIEW_LIMITS.commentMax + 1),
    });
    expect('problems' in result && result.problems.map((p) => [p.field, p.code])).toEqual([
      ['rating', 'INVALID_RATING'],
      ['author', 'INVALID_AUTHOR'],
      ['comment', 'INVALID_COMMENT'],
    ]);
  });

  it.each([
    [{ rating: 4.5 }, 'INVALID_RATING'],
    [{ rating: 6 }, 'INVALID_RATING'],
    [{ author: 'a'.repeat(REVIEW_LIMITS.authorMax + 1) }, 'INVALID_AUTHOR'],
    [{ comment: '\ud800' }, 'INVALID_COMMENT'],
  ])('refuses %j', (change, code) => {
    const result = parseReview({ ...valid, ...change });
    expect('problems' in result && result.problems.map((p) => p.code)).toEqual([code]);
  });
});
