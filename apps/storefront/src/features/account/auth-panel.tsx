'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { RETURN_KEY } from '@/lib/routing/guards';
import { sameSitePath } from '@/lib/routing/same-site-path';
import { Dialog, DialogClose, focusOpener } from '@/ui/dialog';
import formStyles from './account-forms.module.css';
import type { AuthFormState } from './auth-form-state';
import { ForgotPasswordForm, RegisterForm, SignInForm } from './auth-forms';
import styles from './auth-panel.module.css';
import type { AuthTexts } from './auth-texts';

export type AuthView = 'signIn' | 'register' | 'forgot';

const TITLE_ID = 'auth-panel-title';

interface AuthPanelProps {
  texts: AuthTexts;
  open: boolean;
  onClose(): void;
  /** `back`: the page that asked for the sign-in, to go back to; null to stay. */
  onDone(view: 'signIn' | 'register', state: AuthFormState, back: string | null): void;
}

/**
 * The page a guarded page's redirect names (`?return=`, a path of this shop), taken out of the
 * address as the panel opens.
 */
function takeReturn(): string | null {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(RETURN_KEY)) return null;
  const back = sameSitePath(url.searchParams.get(RETURN_KEY));
  url.searchParams.delete(RETURN_KEY);
  window.history.replaceState(window.history.state, '', url);
  return back;
}

/**
 * The sign-in panel, a modal dialog. Switching between sign-in, registration and the forgotten
 * password moves focus to the new heading, so a screen reader says where the shopper is. Opened
 * by a guarded page's redirect, it names that page to go back to once signed in.
 * Loaded on first use by `AccountLink`.
 */
export function AuthPanel({ texts, open, onClose, onDone }: AuthPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [view, setView] = useState<AuthView>('signIn');
  const returnTo = useRef<string | null>(null);

  useEffect(() => {
    returnTo.current = open ? takeReturn() : null;
  }, [open]);

  const show = (next: AuthView) => {
    flushSync(() => setView(next));
    heading.current?.focus();
  };

  const onClosed = (opener: Element | null) => {
    onClose();
    setView('signIn');
    focusOpener(opener);
  };

  const signedIn = useCallback((state: AuthFormState) => onDone('signIn', state, returnTo.current), [onDone]);
  const registered = useCallback(
    (state: AuthFormState) => onDone('register', state, returnTo.current),
    [onDone],
  );

  const title = view === 'signIn' ? texts.signIn : view === 'register' ? texts.register : texts.forgotTitle;
  return (
    <Dialog
      open={open}
      aria-labelledby={TITLE_ID}
      className={styles.panel}
      // The first field, not the close button the dialog would pick: the shopper came to type.
      onOpen={(element) => element.querySelector<HTMLInputElement>('input')?.focus()}
      onClose={onClosed}
    >
      {open && (
        <div className={styles.inner}>
          <div className={styles.head}>
            <h2 id={TITLE_ID} ref={heading} tabIndex={-1} className={styles.title}>
              {title}
            </h2>
            <DialogClose className={styles.close} aria-label={texts.close}>
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </DialogClose>
          </div>
          <div className={styles.body}>
            {view === 'signIn' && (
              <>
                <SignInForm texts={texts} onDone={signedIn} />
                <p>
                  <button type="button" className={formStyles.linkButton} onClick={() => show('forgot')}>
                    {texts.forgotPassword}
                  </button>
                </p>
                <p className={styles.switch}>
                  {texts.noAccount}{' '}
                  <button
                    type="button"
                    className={formStyles.secondaryButton}
                    onClick={() => show('register')}
                  >
                    {texts.register}
                  </button>
                </p>
              </>
            )}
            {view === 'register' && (
              <>
                <RegisterForm texts={texts} onDone={registered} />
                <p className={styles.switch}>
                  {texts.haveAccount}{' '}
                  <button type="button" className={formStyles.linkButton} onClick={() => show('signIn')}>
                    {texts.signIn}
                  </button>
                </p>
              </>
            )}
            {view === 'forgot' && (
              <>
                <ForgotPasswordForm texts={texts} />
                <p>
                  <button type="button" className={formStyles.linkButton} onClick={() => show('signIn')}>
                    {texts.backToSignIn}
                  </button>
                </p>
              </>
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
}
