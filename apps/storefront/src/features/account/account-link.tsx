'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { announceAuth, OPEN_SIGN_IN_EVENT, signedInHere } from '@/features/shop/auth-signal';
import { useShop } from '@/features/shop/shop-provider';
import { isCustomerType } from '@/lib/config';
import { useHydrated } from '@/ui/use-hydrated';
import { useLoadOnUse } from '@/ui/use-load-on-use';
import styles from './account-link.module.css';
import type { AuthFormState } from './auth-form-state';
import type { AuthTexts } from './auth-texts';
import { useAuthState } from './use-auth-state';

const loadPanel = () => import('./auth-panel').then((m) => m.AuthPanel);

interface AccountLinkProps {
  texts: AuthTexts;
  accountHref: string;
  settingsHref: string;
  className?: string;
}

/**
 * The header's way to the account. Signed in, a link to the account pages; signed out, a button
 * that opens the sign-in panel (also opened by `?action=login`, then going back to the page its
 * `?return=` names). Without JavaScript it is a link
 * to the account, which shows a guest the sign-in page. Keeps the session fresh while the page is open.
 */
export function AccountLink({ texts, accountHref, settingsHref, className }: AccountLinkProps) {
  const hydrated = useHydrated();
  const router = useRouter();
  const setCustomerType = useShop((s) => s.setCustomerType);
  const showToast = useShop((s) => s.showToast);
  const signedIn = useAuthState();
  const [open, setOpen] = useState(false);
  const [Panel, preparePanel] = useLoadOnUse(loadPanel);
  const link = useRef<HTMLAnchorElement>(null);
  // The panel and its opener are gone once signed in: focus goes to the account link instead.
  const focusLink = useRef(false);

  useEffect(() => {
    if (signedIn && focusLink.current) link.current?.focus();
    focusLink.current = false;
  }, [signedIn]);

  const openPanel = useCallback(() => {
    preparePanel();
    setOpen(true);
  }, [preparePanel]);

  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get('action') !== 'login') return;
    url.searchParams.delete('action');
    window.history.replaceState(window.history.state, '', url);
    if (!signedInHere()) openPanel();
  }, [openPanel]);

  useEffect(() => {
    window.addEventListener(OPEN_SIGN_IN_EVENT, openPanel);
    return () => window.removeEventListener(OPEN_SIGN_IN_EVENT, openPanel);
  }, [openPanel]);

  const onDone = useCallback(
    (view: 'signIn' | 'register', state: AuthFormState, back: string | null) => {
      setOpen(false);
      focusLink.current = view === 'signIn';
      // The cart stays; prices switch to the account's customer type (its cookie came with the answer).
      if (isCustomerType(state.customerType)) setCustomerType(state.customerType);
      announceAuth(true);
      showToast(texts.signedIn, 'success');
      if (back) router.push(back);
      else if (view === 'register') router.push(settingsHref);
      else router.refresh();
    },
    [router, setCustomerType, settingsHref, showToast, texts.signedIn],
  );

  const icon = <AccountIcon />;
  if (hydrated && !signedIn) {
    return (
      <>
        <button
          type="button"
          className={`${styles.link} ${className ?? ''}`}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={openPanel}
          onPointerEnter={preparePanel}
          onFocus={preparePanel}
        >
          {icon}
          <span className={styles.label}>{texts.signIn}</span>
        </button>
        {Panel && <Panel texts={texts} open={open} onClose={() => setOpen(false)} onDone={onDone} />}
      </>
    );
  }
  return (
    // The account renders for each shopper: a prefetch was a render Next then cancelled.
    <Link ref={link} href={accountHref} prefetch={false} className={`${styles.link} ${className ?? ''}`}>
      {icon}
      <span className={styles.label}>{texts.myAccount}</span>
    </Link>
  );
}

function AccountIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
