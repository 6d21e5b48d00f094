import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type NavigationView, navigationClock } from './navigation-clock';
import { NavigationEffectsIsland } from './navigation-effects';

vi.mock('next/navigation', () => ({
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
}));

/** A clock whose last view the test reads. */
function clock() {
  let view: NavigationView = { bar: 'idle', slow: false };
  const navigation = navigationClock((next) => {
    view = next;
  });
  return { navigation, view: () => view };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the loading bar', () => {
  it('runs once a navigation has taken 200 ms, not before', () => {
    const { navigation, view } = clock();
    navigation.start();
    vi.advanceTimersByTime(199);
    expect(view().bar).toBe('idle');
    vi.advanceTimersByTime(1);
    expect(view().bar).toBe('running');
  });

  it('runs from 0 to 100 % over 5000 ms', () => {
    const html = renderToStaticMarkup(<NavigationEffectsIsland loadingText="Laddar" offlineText="Offline" />);
    expect(html).toContain('data-state="idle" style="--duration:5000ms"');
  });

  it('hides 500 ms after the new page is there, not before', () => {
    const { navigation, view } = clock();
    navigation.start();
    vi.advanceTimersByTime(300);
    navigation.finish();
    expect(view().bar).toBe('done');
    vi.advanceTimersByTime(499);
    expect(view().bar).toBe('done');
    vi.advanceTimersByTime(1);
    expect(view().bar).toBe('idle');
  });

  it('never shows for a navigation done within 200 ms', () => {
    const { navigation, view } = clock();
    navigation.start();
    vi.advanceTimersByTime(150);
    navigation.finish();
    vi.advanceTimersByTime(10_000);
    expect(view()).toEqual({ bar: 'idle', slow: false });
  });

  it('shows a failure for 500 ms, even when the error page changes the address', () => {
    const { navigation, view } = clock();
    navigation.start();
    vi.advanceTimersByTime(1500);
    navigation.fail();
    navigation.finish();
    expect(view()).toEqual({ bar: 'failed', slow: false });
    vi.advanceTimersByTime(499);
    expect(view().bar).toBe('failed');
    vi.advanceTimersByTime(1);
    expect(view().bar).toBe('idle');
  });
});

describe('the page loading notice', () => {
  it('shows once a navigation has taken 1000 ms, not before, until the page is there', () => {
    const { navigation, view } = clock();
    navigation.start();
    vi.advanceTimersByTime(999);
    expect(view().slow).toBe(false);
    vi.advanceTimersByTime(1);
    expect(view().slow).toBe(true);
    vi.advanceTimersByTime(5000);
    expect(view().slow).toBe(true);
    navigation.finish();
    expect(view().slow).toBe(false);
  });

  it('checks every 100 ms: shows at the first check that finds the navigation a second old', () => {
    // The page's thread was busy: the clock moved on and no check ran.
    const busy = (ms: number) => {
      const { navigation, view } = clock();
      navigation.start();
      vi.setSystemTime(Date.now() + ms);
      return view;
    };
    const atSecond = busy(900);
    vi.advanceTimersByTime(99);
    expect(atSecond().slow).toBe(false);
    vi.advanceTimersByTime(1);
    expect(atSecond().slow).toBe(true);

    // Checked at 999 ms: not yet; shown at the next check, 100 ms later.
    const justShort = busy(899);
    vi.advanceTimersByTime(199);
    expect(justShort().slow).toBe(false);
    vi.advanceTimersByTime(1);
    expect(justShort().slow).toBe(true);
  });

  it('never shows for a navigation done within a second, nor after one that failed', () => {
    const { navigation, view } = clock();
    navigation.start();
    vi.advanceTimersByTime(900);
    navigation.finish();
    vi.advanceTimersByTime(10_000);
    expect(view().slow).toBe(false);
    navigation.start();
    vi.advanceTimersByTime(500);
    navigation.fail();
    vi.advanceTimersByTime(10_000);
    expect(view().slow).toBe(false);
  });
});
