import { describe, expect, it } from 'vitest';
import { copyValue, serializeRows } from './bulk.ts';
import { productParameters, reviews } from './schema.ts';

describe('serializeRows', () => {
  const review = {
    productId: 7,
    rating: 4,
    author: 'Eva\tfrån\\Nacka',
    comment: 'Rad ett\nrad två\r',
    languageCode: 'sv',
    createdAt: new Date(Date.UTC(2026, 8, 12, 0, 30, 11)),
  };

  it('writes COPY text with its escapes, dates as ISO and objects as JSON, in the columns named', () => {
    expect(serializeRows(reviews, [review], 'copy')).toEqual({
      columns: ['product_id', 'rating', 'author', 'comment', 'language_code', 'created_at'],
      rows: 1,
      payload: '7\t4\tEva\\tfrån\\\\Nacka\tRad ett\\nrad två\\r\tsv\t2026-09-12T00:30:11.000Z\n',
    });
    const parameter = { productId: 1, parameterId: 2, value: { sv: 'Röd', en: 'Red' }, show: true };
    expect(serializeRows(productParameters, [parameter], 'copy').payload).toBe(
      '1\t2\t{"sv":"Röd","en":"Red"}\ttrue\n',
    );
    expect(copyValue(null)).toBe('\\N');
  });

  it('writes JSON keyed by the column names', () => {
    const { columns, payload } = serializeRows(reviews, [review], 'json');
    expect(columns).toContain('created_at');
    expect(JSON.parse(payload)).toEqual([
      {
        product_id: 7,
        rating: 4,
        author: review.author,
        comment: review.comment,
        language_code: 'sv',
        created_at: '2026-09-12T00:30:11.000Z',
      },
    ]);
  });
});
