import { describe, expect, it } from 'vitest';
import { readBodyWithin } from './forward.server';

const streamed = (chunks: number[]) =>
  new Request('http://shop.test/graphql', {
    method: 'POST',
    body: new ReadableStream({
      start(controller) {
        for (const size of chunks) controller.enqueue(new Uint8Array(size));
        controller.close();
      },
    }),
    duplex: 'half',
  } as RequestInit);

describe('a forwarded body', () => {
  it('is read whole within the limit', async () => {
    expect((await readBodyWithin(streamed([10, 20]), 30))?.byteLength).toBe(30);
  });

  it('is refused unread when it declares more than the limit', async () => {
    const request = new Request('http://shop.test/graphql', {
      method: 'POST',
      body: 'x'.repeat(100),
      headers: { 'content-length': '100' },
    });
    expect(await readBodyWithin(request, 99)).toBeNull();
  });

  it('stops being read once a body without a length passes the limit', async () => {
    expect(await readBodyWithin(streamed([20, 20, 20]), 30)).toBeNull();
  });
});
