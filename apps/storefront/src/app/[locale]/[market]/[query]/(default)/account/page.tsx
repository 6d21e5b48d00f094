import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { SignInForm } from '@/features/account/auth-forms';
import { authTexts } from '@/features/account/auth-texts.server';
import { CustomerLoginTokenQuery } from '@/features/account/queries';
import { StaffSignInForm } from '@/features/account/session-forms';
import { namespaceMetadata } from '@/features/layout/text-route';
import { hasSession } from '@/lib/auth/session.server';
import { COOKIES } from '@/lib/cookies';
import { refusedWith } from '@/lib/graphql/mutation-result';
import { queryPrivate } from '@/lib/graphql/server';
import { type PageProps, pageQuery, pageScope } from '@/lib/page.server';
import { LOGIN_QUERY } from '@/lib/routing/guards';
import { sameSitePath } from '@/lib/routing/same-site-path';
import { getLinks } from '@/lib/shop-context.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = namespaceMetadata('account', 'account', { index: false });

/**
 * Whom a sign-in link staff made would sign in; null for a link that is not (or no longer) one, and
 * for one the API refuses to look up (too long, control characters).
 */
async function linkHolder(loginToken: string): Promise<string | null> {
  try {
    const { customerLoginToken } = await queryPrivate(CustomerLoginTokenQuery, { loginToken });
    return customerLoginToken?.email ?? null;
  } catch (error) {
    if (refusedWith(error, 'INVALID_LOGIN_TOKEN')) return null;
    throw error;
  }
}

/**
 * The sign-in page of a guest, whose form works before (or without) the page's script and lands
 * on `?return=` (a path of this shop), else the orders.
 */
async function SignInPage({ landing }: { landing: string }) {
  const texts = await authTexts();
  return (
    <article className="text-page">
      <h1>{texts.signIn}</h1>
      <SignInForm texts={texts} landing={landing} />
    </article>
  );
}

/**
 * The account's start is its orders; a guest gets the sign-in form. With `?loginToken=` (a link
 * staff made for a customer) it asks
 * first: the link takes effect only when the shopper confirms; a link that is not one leads to the sign-in.
 */
export default async function AccountPage({ params }: PageProps) {
  await pageScope(params);
  const [links, query] = await Promise.all([getLinks(), pageQuery(params)]);
  const loginToken = query.get('loginToken') ?? '';
  // The confirmation posts to this address, which no longer holds the token (the page's first
  // script took it out): its answer is rendered for the session it has just started.
  const confirming = loginToken === '' && (await headers()).has('next-action');
  if (!loginToken && !confirming) {
    if (!(await hasSession())) {
      return <SignInPage landing={sameSitePath(query.get('return')) ?? links.route('orders')} />;
    }
    redirect(links.route('orders'));
  }
  const jar = await cookies();
  const email = confirming ? (jar.get(COOKIES.user)?.value ?? '') : await linkHolder(loginToken);
  if (email === null) redirect(`${links.route('index')}?${LOGIN_QUERY}`);
  const [t, tAuth] = await Promise.all([getTranslations('account'), getTranslations('auth')]);
  return (
    <article className="text-page">
      <h1>{t('title')}</h1>
      <StaffSignInForm
        loginToken={loginToken}
        // The answer comes to another address than the form's page: the session it started says so.
        confirmed={confirming && Boolean(jar.get(COOKIES.auth)?.value)}
        customerType={jar.get(COOKIES.customerType)?.value}
        ordersHref={links.route('orders')}
        texts={{
          signedInAs: tAuth('staffSignIn', { email }),
          note: tAuth('staffSignInNote'),
          confirm: tAuth('staffSignInConfirm'),
          expired: tAuth('staffSignInExpired'),
          failed: tAuth('staffSignInFailed'),
          loggedInAsUser: tAuth('loggedInAsUser'),
        }}
      />
    </article>
  );
}
