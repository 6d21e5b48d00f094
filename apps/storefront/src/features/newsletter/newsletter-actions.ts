'use server';

import { redirect } from 'next/navigation';
import { mutateResult } from '@/lib/graphql/server';
import { getLinks } from '@/lib/shop-context.server';
import { SubscribeToNewsletterMutation } from './queries';
import { postedText, SIGN_UP_PROBLEMS, signUpOutcome } from './sign-up-outcome';

/**
 * Signs the posted address up for the newsletter (the API mails a confirmation link) and goes to
 * the newsletter page, which tells how it went. A redirect rather than state: the footer's form is
 * a plain form on cached pages, with no script of its own.
 */
export async function signUpForNewsletter(form: FormData): Promise<void> {
  const email = postedText(form, 'email', 320);
  const result = await mutateResult(SubscribeToNewsletterMutation, { email }, SIGN_UP_PROBLEMS);
  redirect((await getLinks()).route('newsletter', {}, { status: signUpOutcome(result) }));
}
