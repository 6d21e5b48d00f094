'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { loadCartEngine } from '@/features/cart/load-cart';
import { useShop, useShopStore } from '@/features/shop/shop-provider';
import { isCustomerType, vatIncludedFor } from '@/lib/config';
import { announceAuth } from './auth-signal';
import { adoptLoginToken } from './impersonation-actions';

interface AdoptSessionProps {
  token: string;
  ordersHref: string;
  signInHref: string;
  texts: { signingIn: string; loggedInAsUser: string };
}

/**
 * `/account?loginToken=`: staff logging in as a customer. The token becomes the session, the cart
 * starts afresh (it was the staff member's), and the account opens; a token the API refuses leads
 * to the sign-in.
 */
export function AdoptSession({ token, ordersHref, signInHref, texts }: AdoptSessionProps) {
  const router = useRouter();
  const store = useShopStore();
  const showToast = useShop((s) => s.showToast);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    adoptLoginToken(token).then(async (adopted) => {
      if (!adopted) return router.replace(signInHref);
      if (isCustomerType(adopted.customerType)) {
        store.getState().setCustomerType(adopted.customerType);
        document.documentElement.dataset.vat = vatIncludedFor(adopted.customerType) ? 'inc' : 'ex';
      }
      await loadCartEngine(store).then((engine) => engine.reset());
      announceAuth(true);
      showToast(texts.loggedInAsUser, 'info');
      router.replace(ordersHref);
    });
  }, [token, ordersHref, signInHref, router, store, showToast, texts.loggedInAsUser]);

  return <p role="status">{texts.signingIn}</p>;
}
