'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useCallback, useEffect, useState } from 'react';
import { announceAuth } from '@/features/shop/auth-signal';
import { useLoadCart, useShop, useShopStore } from '@/features/shop/shop-provider';
import { DEFAULT_CUSTOMER_TYPE, isCustomerType } from '@/lib/config';
import styles from './account-forms.module.css';
import { CheckField, FormMessage } from './form-field';
import {
  confirmStaffSignIn,
  deleteAccountForm,
  type SessionFormState,
  signOutForm,
} from './session-form-actions';

const IDLE: SessionFormState = { status: 'idle' };

/**
 * The fields every session form sends: where to land without the page's script, and whether the
 * script runs (then the form stays and the shop's state follows here, in this tab and the others).
 */
function Landing({ href }: { href: string }) {
  const [scripted, setScripted] = useState('');
  useEffect(() => setScripted('1'), []);
  return (
    <>
      <input type="hidden" name="landing" value={href} />
      <input type="hidden" name="scripted" value={scripted} />
    </>
  );
}

/** The shop as a guest's again: prices for the default customer type, every tab told. */
function useBecameGuest(homeHref: string, toast?: string) {
  const router = useRouter();
  const setCustomerType = useShop((s) => s.setCustomerType);
  const showToast = useShop((s) => s.showToast);
  return useCallback(() => {
    setCustomerType(DEFAULT_CUSTOMER_TYPE);
    announceAuth(false);
    if (toast) showToast(toast, 'info');
    router.push(homeHref);
  }, [router, setCustomerType, showToast, homeHref, toast]);
}

/** Signs out here and in the shop's other tabs, and goes home; a form, so it works without script too. */
export function SignOutButton({
  label,
  signedOutText,
  homeHref,
}: {
  label: string;
  signedOutText: string;
  homeHref: string;
}) {
  const [state, action, pending] = useActionState(signOutForm, IDLE);
  const becameGuest = useBecameGuest(homeHref, signedOutText);
  useEffect(() => {
    if (state.status === 'done') becameGuest();
  }, [state, becameGuest]);
  return (
    <form action={action}>
      <Landing href={homeHref} />
      <button type="submit" className={styles.linkButton} disabled={pending}>
        {label}
      </button>
    </form>
  );
}

/** Deletes the account once the shopper ticks that they mean it; then the shop is a guest's. */
export function DeleteAccountForm({
  texts,
  homeHref,
}: {
  texts: { deleteText: string; deleteConfirm: string; deleteAccount: string; failed: string };
  homeHref: string;
}) {
  const [state, action, pending] = useActionState(deleteAccountForm, IDLE);
  const becameGuest = useBecameGuest(homeHref);
  useEffect(() => {
    if (state.status === 'done') becameGuest();
  }, [state, becameGuest]);
  return (
    <form action={action} className={styles.form}>
      <Landing href={homeHref} />
      <p>{texts.deleteText}</p>
      <CheckField idPrefix="delete" name="confirm" label={texts.deleteConfirm} required />
      <FormMessage kind="error" text={state.status === 'failed' ? texts.failed : undefined} />
      <div>
        <button type="submit" className={styles.dangerButton} disabled={pending}>
          {texts.deleteAccount}
        </button>
      </div>
    </form>
  );
}

/**
 * `/account?loginToken=`: whom staff's link signs in, and a button that takes it; nothing happens
 * before the shopper presses it. Then the cart starts afresh and the customer's orders open.
 */
export function StaffSignInForm({
  loginToken,
  confirmed,
  customerType,
  ordersHref,
  texts,
}: {
  loginToken: string;
  /** The page rendered for the confirmation's answer: the session has started. */
  confirmed: boolean;
  customerType: string | undefined;
  ordersHref: string;
  texts: {
    signedInAs: string;
    note: string;
    confirm: string;
    expired: string;
    failed: string;
    loggedInAsUser: string;
  };
}) {
  const [state, action, pending] = useActionState(confirmStaffSignIn, IDLE);
  const router = useRouter();
  const store = useShopStore();
  const loadCart = useLoadCart();
  const showToast = useShop((s) => s.showToast);
  const done = state.status === 'done' || confirmed;
  const type = state.customerType ?? customerType;
  useEffect(() => {
    if (!done) return;
    if (type && isCustomerType(type)) store.getState().setCustomerType(type);
    void loadCart()
      .then((engine) => engine.reset())
      .then(() => {
        announceAuth(true);
        showToast(texts.loggedInAsUser, 'info');
        router.replace(ordersHref);
      });
  }, [done, type, store, loadCart, showToast, router, ordersHref, texts.loggedInAsUser]);
  const problem =
    state.status === 'expired' ? texts.expired : state.status === 'failed' ? texts.failed : undefined;
  return (
    <form action={action} className={styles.form}>
      <Landing href={ordersHref} />
      <input type="hidden" name="loginToken" value={loginToken} />
      <p>{texts.signedInAs}</p>
      <p>{texts.note}</p>
      <FormMessage kind="error" text={problem} />
      <div>
        <button type="submit" className="button-primary" disabled={pending || state.status === 'expired'}>
          {texts.confirm}
        </button>
      </div>
    </form>
  );
}
