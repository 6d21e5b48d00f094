'use server';

import { redirect } from 'next/navigation';
import type { EnumValues } from '@/lib/graphql/graphql';
import type { ProblemFields } from '@/lib/graphql/mutation-result';
import { mutateResult } from '@/lib/graphql/server';
import { getLinks } from '@/lib/shop-context.server';
import { ConfirmNewsletterMutation, SubscribeToNewsletterMutation } from './queries';
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

/** How a confirmation post ended; the confirmation page shows it by this name. */
export type ConfirmOutcome = 'confirmed' | 'expired' | 'failed';

const TOKEN_PROBLEMS: ProblemFields<'token', 'expired', EnumValues<'NewsletterRefusalCode'>> = {
  NEWSLETTER_TOKEN_EXPIRED: { field: 'token', problem: 'expired' },
  INVALID_TOKEN: { field: 'token', problem: 'expired' },
};

/**
 * Confirms the subscription whose token the confirmation page's button posts. A post, not the
 * mail's link itself: mail scanners follow links, and only the subscriber presses the button.
 */
export async function confirmNewsletter(form: FormData): Promise<void> {
  const token = postedText(form, 'token', 200);
  const result = await mutateResult(ConfirmNewsletterMutation, { token }, TOKEN_PROBLEMS);
  const status: ConfirmOutcome = result.ok ? 'confirmed' : result.fieldErrors.token ? 'expired' : 'failed';
  redirect((await getLinks()).route('newsletterConfirm', {}, { status }));
}
