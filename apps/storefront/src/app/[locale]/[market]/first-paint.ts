import { CONSENT_SCRIPT } from '@/features/consent/consent-script';
import { CUSTOMER_TYPES } from '@/lib/config';
import { COOKIES } from '@/lib/cookies';

const EX_VAT_TYPES = CUSTOMER_TYPES.filter((c) => !c.vat).map((c) => c.type);

/**
 * Runs before the first paint: the page is cached for every shopper, so the shopper's own customer
 * type (a cookie) decides here which of the two VAT forms of every price shows, and the shopper's
 * cookie choice whether the cookie panel shows.
 */
export const FIRST_PAINT_SCRIPT = `try{var m=document.cookie.match(/(?:^|; )${COOKIES.customerType}=([^;]*)/);if(m&&${JSON.stringify(EX_VAT_TYPES)}.indexOf(m[1])>=0)document.documentElement.dataset.vat='ex'}catch(e){}try{${CONSENT_SCRIPT}}catch(e){}`;
