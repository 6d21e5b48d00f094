'use client';

import { useActionState } from 'react';
import { Button, formStyles, TextField } from '@/ui/form';
import { Notice } from '@/ui/notice';
import styles from './account.module.css';
import { EMPTY_TOKEN_FORM, EMPTY_TOTP_FORM } from './account-state';
import { createTokenAction, totpSetupAction, turnOffTotpAction } from './actions';

export interface AccountFormTexts {
  startSetup: string;
  scan: string;
  qrLabel: string;
  secretLabel: string;
  code: string;
  confirm: string;
  turnOff: string;
  tokenName: string;
  createToken: string;
  tokenShownOnce: string;
  problems: Record<string, string>;
}

const problemText = (texts: AccountFormTexts, problem: string | null) =>
  problem ? (texts.problems[problem] ?? texts.problems.UNKNOWN ?? problem) : null;

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Two-factor setup: a new secret as a QR code and as text, then the first code to turn it on. */
export function TotpSetupForm({ texts, locale }: { texts: AccountFormTexts; locale: string }) {
  const [state, action, pending] = useActionState(totpSetupAction, EMPTY_TOTP_FORM);
  const problem = problemText(texts, state.problem);
  const { setup } = state;
  return (
    <form action={action} className={formStyles.form}>
      <input type="hidden" name="locale" value={locale} />
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      {setup ? (
        <>
          <p>{texts.scan}</p>
          <svg
            className={styles.qr}
            viewBox={`0 0 ${setup.qr.size} ${setup.qr.size}`}
            role="img"
            aria-label={texts.qrLabel}
            shapeRendering="crispEdges"
          >
            <rect width={setup.qr.size} height={setup.qr.size} fill="#fff" />
            <path d={setup.qr.path} fill="#000" />
          </svg>
          <p>
            {texts.secretLabel} <code className={styles.secret}>{grouped(setup.secret)}</code>
          </p>
          <input type="hidden" name="uri" value={setup.uri} />
          <input type="hidden" name="intent" value="confirm" />
          <TextField
            name="code"
            label={texts.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            required
          />
          <Button disabled={pending}>{texts.confirm}</Button>
        </>
      ) : (
        <>
          <input type="hidden" name="intent" value="start" />
          <Button disabled={pending}>{texts.startSetup}</Button>
        </>
      )}
    </form>
  );
}

/** Turning two-factor sign-in off takes a current code. */
export function TurnOffTotpForm({ texts, locale }: { texts: AccountFormTexts; locale: string }) {
  const [state, action, pending] = useActionState(turnOffTotpAction, EMPTY_TOTP_FORM);
  const problem = problemText(texts, state.problem);
  return (
    <form action={action} className={formStyles.form}>
      <input type="hidden" name="locale" value={locale} />
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      <TextField
        name="code"
        label={texts.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        required
      />
      <Button kind="danger" disabled={pending}>
        {texts.turnOff}
      </Button>
    </form>
  );
}

/** A new personal API token, shown once in the answer. */
export function CreateTokenForm({ texts, locale }: { texts: AccountFormTexts; locale: string }) {
  const [state, action, pending] = useActionState(createTokenAction, EMPTY_TOKEN_FORM);
  const problem = problemText(texts, state.problem);
  return (
    <>
      {state.token ? (
        <Notice tone="success">
          <p>{texts.tokenShownOnce.replace('{name}', state.token.name)}</p>
          <input
            className={formStyles.input}
            readOnly
            value={state.token.value}
            aria-label={texts.tokenShownOnce.replace('{name}', state.token.name)}
            data-testid="new-api-token"
          />
        </Notice>
      ) : null}
      <form action={action} className={formStyles.form}>
        <input type="hidden" name="locale" value={locale} />
        {problem ? <Notice tone="error">{problem}</Notice> : null}
        <TextField name="name" label={texts.tokenName} autoComplete="off" maxLength={100} required />
        <Button disabled={pending}>{texts.createToken}</Button>
      </form>
    </>
  );
}
