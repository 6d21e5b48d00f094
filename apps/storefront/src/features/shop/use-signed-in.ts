'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { AUTH_EVENT, signedInHere } from './auth-signal';
import { type TabMessage, tabChannel } from './tab-channel';

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
