'use server';

import { redirect } from 'next/navigation';
import { staffMutation } from '@/lib/graphql/server';
import { DEFAULT_LOCALE, isLocale } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import { SetStaffPasswordMutation } from './documents';
import { type AuthFormState, fieldOf } from './form-state';
import { PASSWORD_MIN } from './password-rules';

/** Sets the password of the link's member; the link is then used. Signs in afterwards, on its own page. */
export async function setPasswordAction(_state: AuthFormState, form: FormData): Promise<AuthFormState> {
  const token = fieldOf(form, 'token');
  const password = fieldOf(form, 'password', { trim: false });
  const confirm = fieldOf(form, 'confirm', { trim: false });
  if (!password || !confirm) return { problem: 'required' };
  if (password.length < PASSWORD_MIN) return { problem: 'tooShort' };
  if (password !== confirm) return { problem: 'mismatch' };
  const result = await staffMutation(SetStaffPasswordMutation, { token, password }, {}, null);
  if (!result.ok) return { problem: result.formError === 'UNAVAILABLE' ? 'UNAVAILABLE' : 'UNKNOWN' };
  if (result.data.setStaffPassword.refusal) return { problem: 'invalidLink' };
  const locale = form.get('locale');
  redirect(`${href(isLocale(locale) ? locale : DEFAULT_LOCALE, '/sign-in')}?passwordSet=1`);
}
