import { CONSENT_PATTERN, OPTIONAL_CATEGORIES } from '@/lib/consent';
import { CONSENT_PANEL_ID } from '@/lib/consent-panel-id';
import { COOKIES, LONG_LIVED_SECONDS } from '@/lib/cookies';

/**
 * The cookie panel's behaviour, run with the first-paint script (inline, so no script file of the
 * first load grows): it shows the panel while no valid choice is kept; the footer's link reopens it
 * with the kept choice ticked and focuses it; a press of one of its buttons keeps the choice for a
 * year, hides it, returns the focus to the link and announces `consent:change` (the analytics wait
 * for it). The form is caught before React's handler, so the server action serves only a post
 * without JavaScript.
 */
export const CONSENT_SCRIPT = `(function(){var d=document,h=d.documentElement,P=new RegExp(${JSON.stringify(CONSENT_PATTERN)}),C=${JSON.stringify(OPTIONAL_CATEGORIES)},o=null;
function kept(){var m=d.cookie.match(/(?:^|; )${COOKIES.consent}=([^;]*)/);return m&&m[1].length<=64&&P.test(m[1])?m[1]:null}
if(!kept())h.dataset.consent='ask';
addEventListener('click',function(e){var a=e.target.closest&&e.target.closest('a[href="#${CONSENT_PANEL_ID}"]'),p=d.getElementById('${CONSENT_PANEL_ID}');if(!a||!p)return;e.preventDefault();o=a;var k=(kept()||'').split('.');C.forEach(function(n){var i=p.querySelector('input[name="'+n+'"]');if(i)i.checked=k.indexOf(n)>=0});h.dataset.consentOpen='';p.focus()},true);
addEventListener('submit',function(e){var f=e.target,b=e.submitter,c=b&&b.value,x=['necessary'];if(!f.closest||!f.closest('#${CONSENT_PANEL_ID}')||['all','none','chosen'].indexOf(c)<0)return;e.preventDefault();e.stopPropagation();C.forEach(function(n){var i=f.querySelector('input[name="'+n+'"]');if(c==='all'||(c==='chosen'&&i&&i.checked))x.push(n)});var v=x.join('.');d.cookie='${COOKIES.consent}='+v+'; path=/; max-age=${LONG_LIVED_SECONDS}; samesite=lax';delete h.dataset.consent;delete h.dataset.consentOpen;if(o)o.focus();o=null;dispatchEvent(new CustomEvent('consent:change',{detail:v}))},true)})();`;
