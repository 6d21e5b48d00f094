import { ROUTES } from '@/lib/routing/route-table';

/** Keys of an address that are secrets: staff's sign-in link and the password reset mail's key. */
const SECRET_KEYS = ['loginToken', 'resetKey'];
/** The order confirmation's keys: the order's public id (which opens its invoice) and the cart's. */
const ORDER_KEYS = ['id', 'cartId'];
const confirmation = ROUTES.checkoutConfirm.path;
/** Where a tab keeps the keys it took out of a page's address, so that a reload of it still works. */
export const KEPT_KEYS_PREFIX = 'mb-kept-keys:';

/**
 * Runs first in every page, before analytics, a tag manager or any link can read the address: the
 * page has already read these keys on the server (the forms carry what they need), so the address
 * bar, the history, the referrer and a page view never hold them. The tab keeps them in its session
 * storage, and a reload of the same page (and only a reload) loads it with them once more.
 */
export const SCRUB_ADDRESS_SCRIPT = `try{var u=new URL(location.href),q=u.searchParams,k=${JSON.stringify(SECRET_KEYS)},n=${JSON.stringify(KEPT_KEYS_PREFIX)}+u.pathname,t=new URLSearchParams(),c=0;if(u.pathname.slice(-${confirmation.length})===${JSON.stringify(confirmation)})k=k.concat(${JSON.stringify(ORDER_KEYS)});for(var i=0;i<k.length;i++)if(q.has(k[i])){t.set(k[i],q.get(k[i]));q.delete(k[i]);c=1}var s=q.toString();if(c){history.replaceState(history.state,'',u.pathname+(s?'?'+s:'')+u.hash);try{sessionStorage.setItem(n,t.toString())}catch(e){}}else{var v=sessionStorage.getItem(n),e=performance.getEntriesByType('navigation')[0];if(v&&e&&e.type==='reload')location.replace(u.pathname+'?'+(s?s+'&':'')+v+u.hash)}}catch(e){}`;
