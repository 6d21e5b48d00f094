'use server';

import { redirect } from 'next/navigation';
import { staffMutation } from '@/lib/graphql/server';
import { awaitTotp, startSession } from '@/lib/session/session.server';
import { destination, totpStep } from './destination';
import { SignInMutation } from './documents';
import { type AuthFormState, fieldOf } from './form-state';

/** The first step: email and password. A member with TOTP goes on to the code. */
export async function signInAction(_state: AuthFormState, form: FormData): Promise<AuthFormState> {
  const email = fieldOf(form, 'email');
  const password = fieldOf(form, 'password', { trim: false });
  if (!email || !password) return { problem: 'required', email };
  const result = await staffMutation(SignInMutation, { email, password }, {}, null);
  if (!result.ok) return { problem: result.formError ?? 'UNKNOWN', email };
  const step = result.data.signIn;
  if (step.refusal || !step.token) {
    return { problem: step.refusal ?? 'UNKNOWN', seconds: step.retryAfterSeconds, email };
  }
  if (step.needsTotp) {
    await awaitTotp(step.token);
    redirect(totpStep(form));
  }
  await startSession(step.token, step.expiresAt);
  redirect(destination(form));
}
