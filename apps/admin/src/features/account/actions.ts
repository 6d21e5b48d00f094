'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { staffMutation } from '@/lib/graphql/server';
import { DEFAULT_LOCALE, isLocale } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import type { TokenFormState, TotpFormState } from './account-state';
import {
  ConfirmTotpMutation,
  CreateApiTokenMutation,
  RevokeApiTokenMutation,
  StartTotpSetupMutation,
  TurnOffTotpMutation,
} from './documents';
import { qrPath } from './qr-code';

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

const accountPage = (form: FormData, outcome: Record<string, string>) => {
  const locale = form.get('locale');
  return `${href(isLocale(locale) ? locale : DEFAULT_LOCALE, '/account')}?${new URLSearchParams(outcome)}`;
};

/** The setup as the form shows it again, from its otpauth:// address (kept in the form). */
function setupOf(uri: string): TotpFormState['setup'] {
  if (!uri.startsWith('otpauth://')) return null;
  const secret = new URL(uri).searchParams.get('secret') ?? '';
  return { secret, uri, qr: qrPath(uri) };
}

/**
 * Two-factor setup in two posts of one form: `start` asks the API for a new secret and shows it as
 * a QR code; `confirm` sends the code the app then shows, which turns it on.
 */
export async function totpSetupAction(_state: TotpFormState, form: FormData): Promise<TotpFormState> {
  if (text(form, 'intent') === 'start') {
    const result = await staffMutation(StartTotpSetupMutation, {});
    if (!result.ok) return { problem: result.formError ?? 'UNKNOWN' };
    const { uri, refusal } = result.data.startTotpSetup;
    if (refusal || !uri) return { problem: refusal ?? 'UNKNOWN' };
    return { problem: null, setup: setupOf(uri) };
  }
  const setup = setupOf(text(form, 'uri'));
  const code = text(form, 'code').replace(/\s+/g, '');
  if (!code) return { problem: 'required', setup };
  const result = await staffMutation(ConfirmTotpMutation, { code });
  if (!result.ok) return { problem: result.formError ?? 'UNKNOWN', setup };
  const { refusal } = result.data.confirmTotp;
  if (refusal) return { problem: refusal, setup };
  redirect(accountPage(form, { done: 'totpOn' }));
}

/** Turns two-factor sign-in off with a current code as proof. */
export async function turnOffTotpAction(_state: TotpFormState, form: FormData): Promise<TotpFormState> {
  const code = text(form, 'code').replace(/\s+/g, '');
  if (!code) return { problem: 'required' };
  const result = await staffMutation(TurnOffTotpMutation, { code });
  if (!result.ok) return { problem: result.formError ?? 'UNKNOWN' };
  const { refusal } = result.data.turnOffTotp;
  if (refusal) return { problem: refusal };
  redirect(accountPage(form, { done: 'totpOff' }));
}

/** A personal API token for scripts: its value is in this answer only; the API keeps its hash. */
export async function createTokenAction(_state: TokenFormState, form: FormData): Promise<TokenFormState> {
  const name = text(form, 'name');
  if (!name) return { problem: 'required' };
  const result = await staffMutation(CreateApiTokenMutation, { name });
  if (!result.ok) return { problem: result.formError ?? 'UNKNOWN' };
  const { token, refusal } = result.data.createApiToken;
  if (refusal || !token) return { problem: refusal ?? 'UNKNOWN' };
  // The list of tokens beside the form shows the new one too.
  refresh();
  return { problem: null, token: { name, value: token } };
}

/** Revokes one of the member's API tokens: scripts using it are refused from now on. */
export async function revokeTokenAction(form: FormData): Promise<void> {
  const id = Number(text(form, 'tokenId'));
  if (!Number.isSafeInteger(id)) redirect(accountPage(form, { problem: 'TOKEN_NOT_FOUND' }));
  const result = await staffMutation(RevokeApiTokenMutation, { id });
  const refusal = result.ok ? result.data.revokeApiToken.refusal : (result.formError ?? 'UNKNOWN');
  redirect(accountPage(form, refusal ? { problem: refusal } : { done: 'tokenRevoked' }));
}
