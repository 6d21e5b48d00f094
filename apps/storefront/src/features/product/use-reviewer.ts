'use client';

import { useEffect, useState } from 'react';
import { useShop } from '@/features/shop/shop-provider';
import { useSignedIn } from '@/features/shop/use-signed-in';
import { useHydrated } from '@/ui/use-hydrated';

/**
 * Who would write a review from this browser: not known yet (the server's HTML, which works without
 * JavaScript), a guest, or a signed-in customer with the name their reviews are shown with (null
 * while it loads, empty when the account has none).
 */
export type Reviewer = { kind: 'unknown' } | { kind: 'guest' } | { kind: 'customer'; name: string | null };

export function useReviewer(): Reviewer {
  const hydrated = useHydrated();
  const signedIn = useSignedIn();
  const apiKey = useShop((s) => s.cartSetup.apiKey);
  const locale = useShop((s) => s.locale);
  const market = useShop((s) => s.market);
  const [name, setName] = useState<string | null>(null);

  useEffect(() => {
    setName(null);
    if (!signedIn) return;
    let current = true;
    // The GraphQL client is loaded only for a signed-in customer: a guest's page does without it.
    import('./reviewer-name')
      .then(({ fetchReviewName }) => fetchReviewName({ apiKey, market, locale }))
      .then(
        (reviewName) => current && setName(reviewName),
        // The form then asks for a name, and the API says whether the session still holds.
        () => current && setName(''),
      );
    return () => {
      current = false;
    };
  }, [signedIn, apiKey, locale, market]);

  if (!hydrated) return { kind: 'unknown' };
  return signedIn ? { kind: 'customer', name } : { kind: 'guest' };
}
