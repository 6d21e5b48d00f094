'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { useShop } from '@/features/shop/shop-provider';
import { DEFAULT_CUSTOMER_TYPE, vatIncludedFor } from '@/lib/config';
import styles from './account-forms.module.css';
import { signOut } from './auth-actions';
import { announceAuth } from './auth-signal';

/** Signs out here and in the shop's other tabs, and goes home; prices show as for a guest again. */
export function SignOutButton({
  label,
  signedOutText,
  homeHref,
}: {
  label: string;
  signedOutText: string;
  homeHref: string;
}) {
  const router = useRouter();
  const setCustomerType = useShop((s) => s.setCustomerType);
  const showToast = useShop((s) => s.showToast);
  const [pending, startTransition] = useTransition();
  const run = () =>
    startTransition(async () => {
      await signOut();
      setCustomerType(DEFAULT_CUSTOMER_TYPE);
      document.documentElement.dataset.vat = vatIncludedFor(DEFAULT_CUSTOMER_TYPE) ? 'inc' : 'ex';
      announceAuth(false);
      showToast(signedOutText, 'info');
      router.push(homeHref);
    });
  return (
    <button type="button" className={styles.linkButton} onClick={run} disabled={pending}>
      {label}
    </button>
  );
}
