import { postToTabs } from '@/features/shop/tab-channel';
import { COOKIES, readBrowserCookie } from '@/lib/cookies';

/** The window event this page hears its own sign-ins and sign-outs by (a tab never hears its own channel). */
export const AUTH_EVENT = 'auth:change';

/** Tells this page and the shop's other tabs that the shopper signed in or out. */
export function announceAuth(signedIn: boolean) {
  postToTabs({ type: 'auth', signedIn });
  window.dispatchEvent(new CustomEvent(AUTH_EVENT, { detail: { signedIn } }));
}

/** Whether this browser holds a signed-in shopper (the readable user cookie). */
export const signedInHere = () => readBrowserCookie(COOKIES.user) !== undefined;
