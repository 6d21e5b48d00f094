import { signedInHere } from '@/features/shop/auth-signal';
import { postToTabs } from '@/features/shop/tab-channel';
import { TIMING } from '@/lib/config';
import { keepSession } from './auth-actions';

/**
 * One refresh at a time across the shop's tabs: the API revokes a session whose refresh token
 * comes back twice, so a second tab waits and then finds the token the first one got.
 */
function keepSessionOnce() {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('mb-auth-refresh', () => keepSession()) : keepSession();
}

interface KeeperHooks {
  /** The session ended (the API refused the refresh token): the shopper is signed out. */
  onSignedOut(): void;
  /** The page may have been rendered without a token and a new one has come. */
  onRenewed(): void;
}

/**
 * Keeps a signed-in shopper's token fresh: a refresh at 90 % of its life, as the reference
 * schedules it. Loaded only for a signed-in shopper (ADR 20). Returns the way to stop it.
 */
export function startSessionKeeper(hooks: KeeperHooks): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const keep = async () => {
    if (!signedInHere()) return hooks.onSignedOut();
    const session = await keepSessionOnce().catch(() => undefined);
    if (stopped) return;
    // A call that failed keeps the shopper signed in and is tried again shortly.
    if (session === undefined) timer = setTimeout(keep, TIMING.sessionRetryMs);
    else if (session === null) {
      postToTabs({ type: 'auth', signedIn: false });
      hooks.onSignedOut();
    } else {
      timer = setTimeout(keep, Math.max(1, session.secondsLeft) * TIMING.refreshFactor);
      if (session.renewed) hooks.onRenewed();
    }
  };
  keep();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
