'use server';

import { redirect } from 'next/navigation';
import { tokenForChange } from '@/lib/auth/session.server';
import type { EnumValues } from '@/lib/graphql/graphql';
import type { ProblemFields } from '@/lib/graphql/mutation-result';
import { mutateResult } from '@/lib/graphql/server';
import { LOGIN_QUERY } from '@/lib/routing/guards';
import { getLinks } from '@/lib/shop-context.server';
import { textField } from './credentials';
import { EMAIL_LINK_KEY, type EmailLinkOutcome, NOTICE_PAGES } from './email-confirmation-outcome';
import { ConfirmEmailMutation, RequestEmailConfirmationMutation } from './email-confirmation-queries';

const TOKEN_PROBLEMS: ProblemFields<'token', 'expired', EnumValues<'EmailConfirmationRefusalCode'>> = {
  EMAIL_TOKEN_EXPIRED: { field: 'token', problem: 'expired' },
  INVALID_TOKEN: { field: 'token', problem: 'expired' },
};

/**
 * Confirms the email whose token the confirmation page's button posts, and shows the page with how
 * it went. A post, not the mail's link itself: mail scanners follow links.
 */
export async function confirmEmailForm(form: FormData): Promise<void> {
  const token = textField(form, 'token').slice(0, 200);
  const result = await mutateResult(ConfirmEmailMutation, { token }, TOKEN_PROBLEMS);
  const links = await getLinks();
  if (result.ok) {
    const orders = result.data.confirmEmail?.ordersJoined ?? 0;
    redirect(links.route('emailConfirm', {}, { status: 'confirmed', orders }));
  }
  redirect(links.route('emailConfirm', {}, { status: result.fieldErrors.token ? 'expired' : 'failed' }));
}

/** Mails the signed-in customer a new confirmation link, and shows the account page it was asked on. */
export async function requestEmailLink(form: FormData): Promise<void> {
  const links = await getLinks();
  const page = NOTICE_PAGES.find((name) => name === textField(form, 'page')) ?? 'settings';
  const token = await tokenForChange();
  if (!token) redirect(`${links.route('index')}?${LOGIN_QUERY}`);
  const result = await mutateResult(RequestEmailConfirmationMutation, {}, {}, { token });
  const outcome: EmailLinkOutcome = result.ok
    ? 'sent'
    : result.formError === ('RATE_LIMITED' satisfies EnumValues<'EmailConfirmationRefusalCode'>)
      ? 'busy'
      : 'failed';
  redirect(links.route(page, {}, { [EMAIL_LINK_KEY]: outcome }));
}
