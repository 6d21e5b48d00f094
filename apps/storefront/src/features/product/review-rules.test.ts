import { describe, expect, it } from 'vitest';
import { readReviewForm, reviewProblems } from './review-rules';

describe('review form rules', () => {
  const limits = { authorMax: 60, commentMax: 2000 };
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(fields)) data.set(k, v);
    return data;
  };
  it('needs every input and a star rating', () => {
    expect(reviewProblems(readReviewForm(form({})), limits)).toEqual({
      rating: 'ratingRequired',
      author: 'authorRequired',
      comment: 'commentRequired',
    });
    expect(
      reviewProblems(readReviewForm(form({ rating: '4', author: ' Åsa ', comment: 'Bra' })), limits),
    ).toEqual({});
  });
  it('takes a rating outside 1-5 or not whole as none, and bounds the lengths', () => {
    for (const rating of ['0', '6', '4.5', 'fem']) {
      expect(readReviewForm(form({ rating })).rating).toBeNull();
    }
    const long = reviewProblems({ rating: 5, author: 'a'.repeat(61), comment: 'b'.repeat(2001) }, limits);
    expect(long).toEqual({ author: 'authorTooLong', comment: 'commentTooLong' });
    const edge = reviewProblems({ rating: 5, author: 'a'.repeat(60), comment: 'b'.repeat(2000) }, limits);
    expect(edge).toEqual({});
  });
});
