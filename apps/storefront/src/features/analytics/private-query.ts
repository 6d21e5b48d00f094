import { ROUTES } from '@/lib/routing/route-table';

/** Keys of an address that are secrets: staff's sign-in link and the password reset mail's key. */
const SECRET_KEYS = ['loginToken', 'resetKey'];
/** The order confirmation's keys: the order's public id (which opens its invoice) and the cart's. */
const ORDER_KEYS = ['id', 'cartId'];
const confirmation = ROUTES.checkoutConfirm.path;

/**
 * Runs first in every page, before analytics, a tag manager or any link can read the address: the
 * page has already read these keys on the server (the forms carry what they need), so the address
 * bar, the history, the referrer and a page view never hold them.
 */
export const SCRUB_ADDRESS_SCRIPT = `try{var u=new URL(location.href),q=u.searchParams,k=${JSON.stringify(SECRET_KEYS)};if(u.pathname.slice(-${confirmation.length})===${JSON.stringify(confirmation)})k=k.concat(${JSON.stringify(ORDER_KEYS)});var c=0;for(var i=0;i<k.length;i++)if(q.has(k[i])){q.delete(k[i]);c=1}if(c){var s=q.toString();history.replaceState(history.state,'',u.pathname+(s?'?'+s:'')+u.hash)}}catch(e){}`;
