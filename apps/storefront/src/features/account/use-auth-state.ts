'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { announceHere } from '@/features/shop/auth-signal';
import { useSignedIn } from '@/features/shop/use-signed-in';

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
