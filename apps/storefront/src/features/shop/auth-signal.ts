import { COOKIES, readBrowserCookie } from '@/lib/cookies';
import { postToTabs } from './tab-channel';

/** The window event this page hears its own sign-ins and sign-outs by (a tab never hears its own channel). */
export const AUTH_EVENT = 'auth:change';

/** Tells this page and the shop's other tabs that the shopper signed in or out. */
export function announceAuth(signedIn: boolean) {
  postToTabs({ type: 'auth', signedIn });
  announceHere(signedIn);
}

/** Tells this page only (a session that ended on its own has ended in every tab already). */
export function announceHere(signedIn: boolean) {
  window.dispatchEvent(new CustomEvent(AUTH_EVENT, { detail: { signedIn } }));
}

/** Whether this browser holds a signed-in shopper (the readable user cookie). */
export const signedInHere = () => readBrowserCookie(COOKIES.user) !== undefined;

/** The window event that asks the header to open the sign-in panel (a review form sends it). */
export const OPEN_SIGN_IN_EVENT = 'auth:open-sign-in';

export const askToSignIn = () => window.dispatchEvent(new Event(OPEN_SIGN_IN_EVENT));
