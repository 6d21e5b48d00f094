/**
 * Checkout changes as the spec asks (section 7, reference Checkout): each change waits 150 ms for
 * the next one, and at most one update is on its way to the API. Changes made while one is on its
 * way are sent together after it, so the last choice always wins.
 */
export const CHECKOUT_DEBOUNCE_MS = 150;

export interface UpdateQueue<Change extends object> {
  /** Adds a change; it is sent with the others made within the debounce time. */
  push(change: Change): void;
  /** Sends what is waiting now and resolves once nothing is waiting or on its way. */
  flush(): Promise<void>;
  /** Forgets waiting changes (the order was placed, or the page left). */
  cancel(): void;
}

export function createUpdateQueue<Change extends object>(
  send: (change: Change) => Promise<void>,
  delayMs = CHECKOUT_DEBOUNCE_MS,
): UpdateQueue<Change> {
  let waiting: Change | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> | null = null;

  async function drain(): Promise<void> {
    while (waiting) {
      const change = waiting;
      waiting = null;
      try {
        await send(change);
      } catch {
        // The sender reports its own failures; the next change is still sent.
      }
    }
  }

  function start(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    if (!inFlight) {
      inFlight = drain().finally(() => {
        inFlight = null;
      });
    }
    return inFlight;
  }

  return {
    push(change) {
      waiting = { ...(waiting ?? {}), ...change } as Change;
      clearTimeout(timer);
      timer = setTimeout(start, delayMs);
    },
    async flush() {
      if (waiting) await start();
      while (inFlight) await inFlight;
      if (waiting) await start();
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      waiting = null;
    },
  };
}
