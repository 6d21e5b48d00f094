'use server';

import { authenticate } from '@/lib/auth/auth-api.server';
import { passwordDigest } from '@/lib/auth/password-digest';
import { caller, clearSession, sessionHolder, startSession, tokenForChange } from '@/lib/auth/session.server';
import { authPasswordSalt } from '@/lib/config.server';
import { REMEMBERED_USER_SECONDS } from '@/lib/cookies';
import { refusedWith } from '@/lib/graphql/mutation-result';
import { mutate, mutateResult } from '@/lib/graphql/server';
import { type CredentialProblems, newPasswordProblems, textField } from './credentials';
import {
  GENDERS,
  type IdentityField,
  PROFILE_API_PROBLEMS,
  PROFILE_FIELDS,
  type ProfileField,
} from './profile-fields';
import { CommitResetMutation, DeleteUserMutation, UpdateUserMutation } from './queries';

export interface ProfileFormState {
  status: 'idle' | 'invalid' | 'failed' | 'signedOut' | 'saved';
  problems: Partial<Record<ProfileField | IdentityField, 'invalidField' | 'invalidIdentityNumber'>>;
  /** What was sent: React resets the form after the action, to these rather than the page's first values. */
  sent?: Partial<Record<ProfileField | IdentityField, string>>;
}

const genderOf = (value: string) => GENDERS.find((gender) => gender === value) ?? null;

/**
 * Saves names, phone, address, country, personal or organisation number, gender and the newsletter
 * choice; the API judges every field.
 */
export async function saveProfile(_previous: ProfileFormState, form: FormData): Promise<ProfileFormState> {
  const token = await tokenForChange();
  if (!token) return { status: 'signedOut', problems: {} };
  const address = Object.fromEntries(
    [...PROFILE_FIELDS, 'country' as const].map((field) => [field, textField(form, field).trim()]),
  );
  const user = {
    address,
    newsletter: form.get('newsletter') === 'on',
    personalId: textField(form, 'personalId').trim(),
    gender: genderOf(textField(form, 'gender')),
  };
  const result = await mutateResult(UpdateUserMutation, { user }, PROFILE_API_PROBLEMS, { token });
  const sent = { ...address, personalId: user.personalId, gender: user.gender ?? '' };
  if (result.ok) return { status: 'saved', problems: {}, sent };
  if (result.formError === 'UNAUTHENTICATED') return { status: 'signedOut', problems: {} };
  return { status: result.formError === null ? 'invalid' : 'failed', problems: result.fieldErrors, sent };
}

export interface PasswordFormState {
  status: 'idle' | 'invalid' | 'failed' | 'signedOut' | 'changed';
  problems: CredentialProblems;
}

/**
 * Changes the password through the auth endpoint. A wrong current password ends the session at the
 * API (the spec's rule for safety), so it is ended here too.
 */
export async function changePassword(
  _previous: PasswordFormState,
  form: FormData,
): Promise<PasswordFormState> {
  const currentPassword = textField(form, 'currentPassword');
  const password = textField(form, 'password');
  const problems: CredentialProblems = {
    ...(currentPassword ? {} : { currentPassword: 'required' as const }),
    ...newPasswordProblems({ password, passwordConfirm: textField(form, 'passwordConfirm') }),
  };
  if (Object.keys(problems).length > 0) return { status: 'invalid', problems };
  const holder = await sessionHolder();
  if (!holder) return { status: 'signedOut', problems: {} };
  const { email, refreshToken, userSeconds } = holder;
  const outcome = await authenticate(
    'password',
    {
      username: email,
      password: currentPassword,
      newPassword: password,
      rememberUser: userSeconds === REMEMBERED_USER_SECONDS,
    },
    { ...(await caller()), refreshToken },
  );
  if (outcome.ok) {
    await startSession(outcome, email, userSeconds);
    return { status: 'changed', problems: {} };
  }
  // The API has ended the session; the form tells the shopper why before it signs out here too
  // (deleting the cookies now would send the page to the sign-in before the message shows).
  if (outcome.code === 'WRONG_PASSWORD' || outcome.code === 'WRONG_CREDENTIALS')
    return { status: 'signedOut', problems: {} };
  return { status: 'failed', problems: {} };
}

/** Deletes the account with its sessions and signs the shopper out. */
export async function deleteAccount(): Promise<{ ok: boolean }> {
  const token = await tokenForChange();
  if (token) {
    try {
      await mutate(DeleteUserMutation, {}, { token });
    } catch (error) {
      console.error('The account was not deleted', error);
      return { ok: false };
    }
  }
  await clearSession();
  return { ok: true };
}

export interface ResetFormState {
  status: 'idle' | 'invalid' | 'expired' | 'failed' | 'done';
  problems: CredentialProblems;
}

/** Sets the new password with the mail's reset key (hashed as at sign-in). */
export async function commitReset(_previous: ResetFormState, form: FormData): Promise<ResetFormState> {
  const password = textField(form, 'password');
  const problems = newPasswordProblems({ password, passwordConfirm: textField(form, 'passwordConfirm') });
  if (Object.keys(problems).length > 0) return { status: 'invalid', problems };
  try {
    await mutate(CommitResetMutation, {
      resetKey: textField(form, 'resetKey'),
      password: passwordDigest(password, authPasswordSalt()),
    });
    return { status: 'done', problems: {} };
  } catch (error) {
    if (refusedWith(error, 'RESET_KEY_EXPIRED', 'INVALID_RESET_KEY'))
      return { status: 'expired', problems: {} };
    console.error('The password was not reset', error);
    return { status: 'failed', problems: {} };
  }
}
