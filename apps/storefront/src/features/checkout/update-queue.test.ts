import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_DEBOUNCE_MS, createUpdateQueue } from './update-queue';

type Change = { email?: string; zip?: string };

/** A sender whose calls answer only when the test says so. */
function controlledSender() {
  const calls: { change: Change; answer: () => void }[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const send = (change: Change) =>
    new Promise<void>((resolve) => {
      inFlight++;
      mostInFlight = Math.max(mostInFlight, inFlight);
      calls.push({
        change,
        answer: () => {
          inFlight--;
          resolve();
        },
      });
    });
  return { send, calls, mostInFlight: () => mostInFlight };
}

describe('the checkout update queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 150 ms after the last change and sends the changes made meanwhile as one', async () => {
    const sender = controlledSender();
    const queue = createUpdateQueue<Change>(sender.send);
    queue.push({ email: 'a@example.se' });
    await vi.advanceTimersByTimeAsync(100);
    queue.push({ zip: '111 22' });
    await vi.advanceTimersByTimeAsync(CHECKOUT_DEBOUNCE_MS - 1);
    expect(sender.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sender.calls.map((c) => c.change)).toEqual([{ email: 'a@example.se', zip: '111 22' }]);
  });

  it('never has two updates on their way, and the last choice wins', async () => {
    const sender = controlledSender();
    const queue = createUpdateQueue<Change>(sender.send);
    queue.push({ zip: '111 22' });
    await vi.advanceTimersByTimeAsync(CHECKOUT_DEBOUNCE_MS);
    queue.push({ zip: '222 33' });
    await vi.advanceTimersByTimeAsync(CHECKOUT_DEBOUNCE_MS);
    queue.push({ zip: '333 44' });
    await vi.advanceTimersByTimeAsync(CHECKOUT_DEBOUNCE_MS);
    expect(sender.calls).toHaveLength(1);
    sender.calls[0]?.answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(sender.calls.map((c) => c.change.zip)).toEqual(['111 22', '333 44']);
    sender.calls[1]?.answer();
    await vi.advanceTimersByTimeAsync(CHECKOUT_DEBOUNCE_MS);
    expect(sender.calls).toHaveLength(2);
    expect(sender.mostInFlight()).toBe(1);
  });

  it('flush sends what waits at once and resolves when everything is answered', async () => {
    const sender = controlledSender();
    const queue = createUpdateQueue<Change>(sender.send);
    queue.push({ email: 'b@example.se' });
    let flushed = false;
    const flushing = queue.flush().then(() => {
      flushed = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(sender.calls).toHaveLength(1);
    expect(flushed).toBe(false);
    sender.calls[0]?.answer();
    await flushing;
    expect(flushed).toBe(true);
  });

  it('keeps sending after a failed update, and cancel forgets what waits', async () => {
    const sent: Change[] = [];
    const queue = createUpdateQueue<Change>(async (change) => {
      sent.push(change);
      if (change.zip === 'bad') throw new Error('refused');
    });
    queue.push({ zip: 'bad' });
    await queue.flush();
    queue.push({ zip: '111 22' });
    await queue.flush();
    queue.push({ zip: '999 99' });
    queue.cancel();
    await vi.advanceTimersByTimeAsync(CHECKOUT_DEBOUNCE_MS);
    expect(sent.map((c) => c.zip)).toEqual(['bad', '111 22']);
  });
});
