import { describe, expect, it } from 'vitest';
import { listOfUrl } from './list-page-info.ts';

describe('listOfUrl', () => {
  it('reads the kind from the prefix and the alias from the last segment', () => {
    expect(listOfUrl('/c/tradgard/grasklippare')).toEqual({ type: 'CATEGORY', alias: 'grasklippare' });
    expect(listOfUrl('/b/husqvarna?sort=PRICE#top')).toEqual({ type: 'BRAND', alias: 'husqvarna' });
    expect(listOfUrl('dc/vinterkampanj/')).toEqual({ type: 'DISCOUNT_CAMPAIGN', alias: 'vinterkampanj' });
  });

  it('names nothing for other addresses', () => {
    for (const url of ['', '/', '/c', '/p/saw', '/x/y', '/om-oss']) {
      expect(listOfUrl(url), url).toBeNull();
    }
  });
});
