import { describe, expect, it } from 'vitest';
import { backQuery, listQuery, tabOf } from './list-address';

describe('the review list address', () => {
  it('opens on the waiting reviews unless a known tab is asked for', () => {
    expect(tabOf({})).toBe('pending');
    expect(tabOf({ status: 'rejected' })).toBe('rejected');
    expect(tabOf({ status: 'all' })).toBe('all');
    expect(tabOf({ status: 'deleted' })).toBe('pending');
  });

  it("keeps only the list's own keys of what a form posts back", () => {
    const back = backQuery({
      status: 'approved',
      article: 'AB-1',
      after: 'x',
      done: 'approved',
      problem: 'Y',
    });
    expect(back).toBe('status=approved&article=AB-1&after=x');
    expect(listQuery(`${back}&next=//evil&done=1`).toString()).toBe('status=approved&article=AB-1&after=x');
  });
});
