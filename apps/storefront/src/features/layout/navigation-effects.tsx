'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { TIMING } from '@/lib/config';
import styles from './navigation-effects.module.css';
import { NAVIGATION_FAILED_EVENT } from './navigation-failed';

type BarState = 'idle' | 'running' | 'done' | 'failed';

function clearTimers(timers: { current: ReturnType<typeof setTimeout>[] }) {
  for (const timer of timers.current) clearTimeout(timer);
  timers.current = [];
}

function isInternalNavigation(event: MouseEvent): boolean {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return false;
  }
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  return (
    url.origin === window.location.origin &&
    (url.pathname !== window.location.pathname || url.search !== window.location.search)
  );
}

/** Whether the browser is online, tracked from its events; null until the page's script runs. */
function useOnline(): boolean | null {
  const [online, setOnline] = useState<boolean | null>(null);
  useEffect(() => {
    const track = () => setOnline(navigator.onLine);
    track();
    window.addEventListener('online', track);
    window.addEventListener('offline', track);
    return () => {
      window.removeEventListener('online', track);
      window.removeEventListener('offline', track);
    };
  }, []);
  return online;
}

/**
 * The loading bar during navigation (shown after 200 ms, 0 to 100 % over about 5 s, hidden 500 ms
 * after finishing), the page loading notice (shown after 1000 ms, checked every 100 ms) and the
 * notice that the browser is offline. Loaded once the page is idle, by `NavigationEffects`
 * (navigation-effects-loader.tsx).
 */
export function NavigationEffectsIsland({
  loadingText,
  offlineText,
}: {
  loadingText: string;
  offlineText: string;
}) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const [bar, setBar] = useState<BarState>('idle');
  const [slow, setSlow] = useState(false);
  const online = useOnline();
  const started = useRef<number | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!isInternalNavigation(event)) return;
      clearTimers(timers);
      started.current = Date.now();
      timers.current.push(setTimeout(() => setBar('running'), TIMING.loadingBarThrottleMs));
      const poll = setInterval(() => {
        if (started.current === null) return clearInterval(poll);
        if (Date.now() - started.current >= TIMING.pageLoadingDelayMs) {
          setSlow(true);
          clearInterval(poll);
        }
      }, TIMING.pageLoadingPollMs);
    };
    const onFailed = () => {
      clearTimers(timers);
      setBar('failed');
      timers.current.push(setTimeout(() => setBar('idle'), TIMING.loadingBarHideDelayMs));
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener(NAVIGATION_FAILED_EVENT, onFailed);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener(NAVIGATION_FAILED_EVENT, onFailed);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the location changes, which ends a navigation.
  useEffect(() => {
    if (started.current === null) return;
    started.current = null;
    clearTimers(timers);
    setSlow(false);
    setBar((state) => (state === 'running' ? 'done' : 'idle'));
    timers.current.push(setTimeout(() => setBar('idle'), TIMING.loadingBarHideDelayMs));
  }, [pathname, search]);

  return (
    <>
      <div
        className={styles.bar}
        data-state={bar}
        style={{ ['--duration' as string]: `${TIMING.loadingBarDurationMs}ms` }}
        aria-hidden="true"
      />
      <p className={slow ? styles.notice : 'visually-hidden'} role="status">
        {slow ? loadingText : ''}
      </p>
      <p
        className={online === false ? `${styles.notice} ${styles.offline}` : 'visually-hidden'}
        role="status"
        data-online={online === null ? undefined : String(online)}
      >
        {online === false ? offlineText : ''}
      </p>
    </>
  );
}
