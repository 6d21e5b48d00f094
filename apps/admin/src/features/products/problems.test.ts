import { describe, expect, it } from 'vitest';
import { problemField, problemKey, problemsByField } from './problems';

describe('problems beside the product form’s fields', () => {
  it('stand beside the field and language the API names', () => {
    expect(problemField({ field: 'NAME', languageCode: 'sv', code: 'REQUIRED' })).toBe('name-sv');
    expect(problemField({ field: 'META_DESCRIPTION', languageCode: 'fi', code: 'TOO_LONG' })).toBe(
      'metaDescription-fi',
    );
    expect(problemField({ field: 'BRAND', languageCode: null, code: 'UNKNOWN' })).toBe('brandId');
    expect(problemField({ field: 'PRICE', languageCode: null, code: 'NO_PRICE' })).toBe('prices');
  });

  it('say what is wrong in the words of the field, the first problem of a field shown', () => {
    const words = {
      REQUIRED: 'Fill it in.',
      INVALID_ALIAS: 'Letters a to z.',
      TAKEN_ALIAS: 'Another product has it.',
      TAKEN_ARTICLE_NUMBER: 'Another article number.',
      UNKNOWN: 'Something is wrong.',
    };
    expect(problemKey({ field: 'ALIAS', languageCode: 'da', code: 'INVALID' })).toBe('INVALID_ALIAS');
    expect(problemKey({ field: 'BRAND', languageCode: null, code: 'UNKNOWN' })).toBe('UNKNOWN_CHOICE');
    const shown = problemsByField(
      [
        { field: 'ALIAS', languageCode: 'da', code: 'INVALID' },
        { field: 'ALIAS', languageCode: 'da', code: 'TAKEN' },
        { field: 'NAME', languageCode: 'en', code: 'REQUIRED' },
        { field: 'ARTICLE_NUMBER', languageCode: null, code: 'TAKEN' },
        { field: 'NAME', languageCode: 'nb', code: 'SOMETHING_NEW' },
      ],
      words,
    );
    expect([...shown]).toEqual([
      ['alias-da', 'Letters a to z.'],
      ['name-en', 'Fill it in.'],
      ['articleNumber', 'Another article number.'],
      ['name-nb', 'Something is wrong.'],
    ]);
  });
});
