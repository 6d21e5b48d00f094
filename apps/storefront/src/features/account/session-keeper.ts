'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { postToTabs, type TabMessage, tabChannel } from '@/features/shop/tab-channel';
import { TIMING } from '@/lib/config';
import { COOKIES, readBrowserCookie } from '@/lib/cookies';
import { keepSession } from './auth-actions';

const AUTH_EVENT = 'auth:change';

/**
 * Tells this page and the shop's other tabs that the shopper signed in or out (a tab never hears
 * its own channel messages, so this page hears a window event).
 */
export function announceAuth(signedIn: boolean) {
  postToTabs({ type: 'auth', signedIn });
  window.dispatchEvent(new CustomEvent(AUTH_EVENT, { detail: { signedIn } }));
}

/** Whether this browser holds a signed-in shopper (the readable user cookie). */
export const signedInHere = () => readBrowserCookie(COOKIES.user) !== undefined;

/**
 * One refresh at a time across the shop's tabs: the API revokes a session whose refresh token
 * comes back twice, so a second tab waits and then finds the token the first one got.
 */
function keepSessionOnce() {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('mb-auth-refresh', () => keepSession()) : keepSession();
}

/**
 * Keeps a signed-in shopper's token fresh (a refresh at 90 % of its life, as the reference
 * schedules it) and hears sign-ins and sign-outs of other tabs. `onChange` gets the signed-in state
 * whenever it may have changed.
 */
export function useSessionKeeper(onChange: (signedIn: boolean) => void) {
  const router = useRouter();

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const keep = async () => {
      if (!signedInHere()) return onChange(false);
      const session = await keepSessionOnce().catch(() => undefined);
      if (stopped) return;
      // A failed call keeps the shopper signed in and tries again shortly.
      if (session === undefined) timer = setTimeout(keep, TIMING.sessionRetryMs);
      else if (session === null) {
        onChange(false);
        postToTabs({ type: 'auth', signedIn: false });
      } else {
        onChange(true);
        timer = setTimeout(keep, Math.max(1, session.secondsLeft) * TIMING.refreshFactor);
        // The page may have been rendered without a token: render it again with the new one.
        if (session.renewed && document.querySelector('[data-awaits-session]')) router.refresh();
      }
    };
    keep();

    const channel = tabChannel();
    const onMessage = ({ data }: MessageEvent<TabMessage>) => {
      if (data.type !== 'auth') return;
      clearTimeout(timer);
      onChange(data.signedIn);
      router.refresh();
      if (data.signedIn) timer = setTimeout(keep, TIMING.sessionRetryMs);
    };
    channel.addEventListener('message', onMessage);
    const onAnnounced = (event: Event) => {
      const { signedIn } = (event as CustomEvent<{ signedIn: boolean }>).detail;
      clearTimeout(timer);
      onChange(signedIn);
      if (signedIn) timer = setTimeout(keep, TIMING.sessionRetryMs);
    };
    window.addEventListener(AUTH_EVENT, onAnnounced);
    return () => {
      stopped = true;
      clearTimeout(timer);
      channel.removeEventListener('message', onMessage);
      window.removeEventListener(AUTH_EVENT, onAnnounced);
    };
  }, [onChange, router]);
}
