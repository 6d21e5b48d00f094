'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { type TabMessage, tabChannel } from '@/features/shop/tab-channel';
import { AUTH_EVENT, signedInHere } from './auth-signal';

/**
 * Whether the shopper is signed in, as this page and the shop's other tabs say; while signed in,
 * the session keeper (loaded then) keeps the token fresh.
 */
export function useAuthState(): boolean {
  const router = useRouter();
  const [signedIn, setSignedIn] = useState(false);

  useEffect(() => {
    setSignedIn(signedInHere());
    const channel = tabChannel();
    const onMessage = ({ data }: MessageEvent<TabMessage>) => {
      if (data.type !== 'auth') return;
      setSignedIn(data.signedIn);
      router.refresh();
    };
    const onAnnounced = (event: Event) =>
      setSignedIn((event as CustomEvent<{ signedIn: boolean }>).detail.signedIn);
    channel.addEventListener('message', onMessage);
    window.addEventListener(AUTH_EVENT, onAnnounced);
    return () => {
      channel.removeEventListener('message', onMessage);
      window.removeEventListener(AUTH_EVENT, onAnnounced);
    };
  }, [router]);

  useEffect(() => {
    if (!signedIn) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('./session-keeper').then(({ startSessionKeeper }) => {
      if (cancelled) return;
      stop = startSessionKeeper({
        onSignedOut: () => setSignedIn(false),
        // The page may have been rendered without a token: render it again with the new one.
        onRenewed: () => {
          if (document.querySelector('[data-awaits-session]')) router.refresh();
        },
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [signedIn, router]);

  return signedIn;
}
