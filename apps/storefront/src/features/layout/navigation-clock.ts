import { TIMING } from '@/lib/config';

export type BarState = 'idle' | 'running' | 'done' | 'failed';

/** What the loading bar and the page loading notice show. */
export interface NavigationView {
  bar: BarState;
  slow: boolean;
}

export const NAVIGATION_IDLE: NavigationView = { bar: 'idle', slow: false };

/**
 * The timing of one navigation at a time: the bar runs once it has taken 200 ms, and the notice
 * shows once it has taken 1000 ms, checked every 100 ms. A navigation that ends (finished or
 * failed) hides the notice at once and the bar 500 ms later; a failed one shows the bar failed
 * until then. `show` hears every change.
 */
export function navigationClock(show: (view: NavigationView) => void) {
  let view = NAVIGATION_IDLE;
  let started: number | null = null;
  let timers: ReturnType<typeof setTimeout>[] = [];
  let poll: ReturnType<typeof setInterval> | undefined;

  const set = (change: Partial<NavigationView>) => {
    view = { ...view, ...change };
    show(view);
  };
  const clear = () => {
    for (const timer of timers) clearTimeout(timer);
    timers = [];
    clearInterval(poll);
  };
  const end = (bar: BarState) => {
    started = null;
    clear();
    set({ bar, slow: false });
    timers.push(setTimeout(() => set({ bar: 'idle' }), TIMING.loadingBarHideDelayMs));
  };

  return {
    start() {
      clear();
      const at = Date.now();
      started = at;
      timers.push(setTimeout(() => set({ bar: 'running' }), TIMING.loadingBarThrottleMs));
      poll = setInterval(() => {
        if (Date.now() - at < TIMING.pageLoadingDelayMs) return;
        clearInterval(poll);
        set({ slow: true });
      }, TIMING.pageLoadingPollMs);
    },
    /** The new page is there; nothing happens when no navigation was under way. */
    finish() {
      if (started !== null) end(view.bar === 'running' ? 'done' : 'idle');
    },
    fail() {
      end('failed');
    },
    /** Stops every timer (the island is gone). */
    stop: clear,
  };
}
