'use server';

import { redirect } from 'next/navigation';
import { staffMutation } from '@/lib/graphql/server';
import { pendingToken, startSession } from '@/lib/session/session.server';
import { destination } from './destination';
import { VerifyTotpMutation } from './documents';
import { type AuthFormState, fieldOf } from './form-state';

/** The second step: the code from the member's authenticator app, sent with the pending token. */
export async function verifyTotpAction(_state: AuthFormState, form: FormData): Promise<AuthFormState> {
  const code = fieldOf(form, 'code').replace(/\s+/g, '');
  const token = await pendingToken();
  if (!token) return { problem: 'expired' };
  if (!code) return { problem: 'required' };
  const result = await staffMutation(VerifyTotpMutation, { code }, {}, token);
  if (!result.ok) {
    return { problem: result.formError === 'UNAUTHENTICATED' ? 'expired' : (result.formError ?? 'UNKNOWN') };
  }
  const step = result.data.verifyTotp;
  if (step.refusal || !step.token)
    return { problem: step.refusal ?? 'UNKNOWN', seconds: step.retryAfterSeconds };
  await startSession(step.token, step.expiresAt);
  redirect(destination(form));
}
