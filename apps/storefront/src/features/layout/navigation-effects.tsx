'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { TIMING } from '@/lib/config';
import { NAVIGATION_IDLE, navigationClock } from './navigation-clock';
import styles from './navigation-effects.module.css';
import { NAVIGATION_FAILED_EVENT } from './navigation-failed';

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
  const [{ bar, slow }, setView] = useState(NAVIGATION_IDLE);
  const online = useOnline();
  const clock = useRef<ReturnType<typeof navigationClock> | null>(null);

  useEffect(() => {
    const navigation = navigationClock(setView);
    clock.current = navigation;
    const onClick = (event: MouseEvent) => {
      if (isInternalNavigation(event)) navigation.start();
    };
    const onFailed = () => navigation.fail();
    document.addEventListener('click', onClick, true);
    window.addEventListener(NAVIGATION_FAILED_EVENT, onFailed);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener(NAVIGATION_FAILED_EVENT, onFailed);
      navigation.stop();
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the location changes, which ends a navigation.
  useEffect(() => {
    clock.current?.finish();
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
