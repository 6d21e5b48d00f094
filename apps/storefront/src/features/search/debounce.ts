/** Calls `run` once the calls have paused for `waitMs`, with the arguments of the last call. */
export function createDebouncer<A extends unknown[]>(run: (...args: A) => void, waitMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    schedule(...args: A) {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        run(...args);
      }, waitMs);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
    get pending() {
      return timer !== undefined;
    },
  };
}

/**
 * Numbers requests in the order they start, so that an answer is used only if no newer request
 * has started since: a slow answer to an old term never overwrites the answer to the new one.
 */
export function createLatestGate() {
  let latest = 0;
  return {
    next(): number {
      latest += 1;
      return latest;
    },
    isLatest(ticket: number): boolean {
      return ticket === latest;
    },
    /** Makes every started request stale, e.g. when the box is emptied. */
    invalidate() {
      latest += 1;
    },
  };
}
