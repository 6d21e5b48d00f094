'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { type TabMessage, tabChannel } from '@/features/shop/tab-channel';
import { AUTH_EVENT, announceHere, signedInHere } from './auth-signal';

/**
 * Whether the shopper is signed in, as this page and the shop's other tabs say; false until the
 * page runs in the browser. A sign-in or sign-out in another tab renders the page again.
 */
export function useSignedIn(): boolean {
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

  return signedIn;
}

/**
 * Whether the shopper is signed in (see useSignedIn), keeping the token fresh while they are: the
 * header's account link holds it, once per page.
 */
export function useAuthState(): boolean {
  const router = useRouter();
  const signedIn = useSignedIn();

  useEffect(() => {
    if (!signedIn) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('./session-keeper').then(({ startSessionKeeper }) => {
      if (cancelled) return;
      stop = startSessionKeeper({
        onSignedOut: () => announceHere(false),
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
