'use server';

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { consentOfForm, consentValue } from '@/lib/consent';
import { COOKIES, LONG_LIVED_SECONDS } from '@/lib/cookies';
import { postedFrom } from '@/lib/routing/posted-from.server';
import { getLinks } from '@/lib/shop-context.server';

/**
 * The cookie panel posted without JavaScript (ADR 14): the choice is kept for a year and the
 * shopper goes back to the page (its own address, never another site's), or home when the browser
 * did not say. A post that makes no choice changes nothing. With JavaScript the first-paint script
 * keeps the choice in the browser and this is not called.
 */
export async function saveConsent(form: FormData): Promise<void> {
  const consent = consentOfForm((name) => form.get(name));
  if (consent) {
    (await cookies()).set(COOKIES.consent, consentValue(consent), {
      path: '/',
      maxAge: LONG_LIVED_SECONDS,
      sameSite: 'lax',
    });
  }
  // The post went to the page's address with the link's `#cookie-consent`, which a redirect without
  // a fragment of its own would keep (and the panel, its target, would show again).
  redirect(`${(await postedFrom()) ?? (await getLinks()).route('index')}#`);
}
