'use client';

import { useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Code that loads the first time the shopper reaches for it (focus, hover, a click), so that it is
 * not part of the page's first load. Returns what loaded (null until then) and the trigger. A
 * failed load may be triggered again; its error still reaches the chunk reload guard.
 *
 * The loaded code replaces the stand-in in the same task it arrives in, so that nothing the shopper
 * types or clicks meanwhile can fall between the two.
 */
export function useLoadOnUse<T>(load: () => Promise<T>): [T | null, () => void] {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  const started = useRef(false);
  const trigger = useCallback(() => {
    if (started.current) return;
    started.current = true;
    load().then(
      (value) => flushSync(() => setLoaded({ value })),
      (error: unknown) => {
        started.current = false;
        throw error;
      },
    );
  }, [load]);
  return [loaded?.value ?? null, trigger];
}
