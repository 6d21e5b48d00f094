import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/routing/locales';
import { href, safeReturnPath } from '@/lib/routing/paths';
import { pendingToken } from '@/lib/session/session.server';
import { Notice } from '@/ui/notice';
import { SignInForm, type SignInTexts, TotpForm } from './sign-in-forms';

const PROBLEMS = [
  'required',
  'WRONG_CREDENTIALS',
  'THROTTLED',
  'THROTTLED_SECONDS',
  'DISABLED',
  'WRONG_CODE',
] as const;

/** Sign-in: email and password, then (`?step=totp`, with a pending sign-in) the code. */
export async function SignInPage({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: Record<string, string | string[] | undefined>;
}) {
  const t = await getTranslations('auth');
  const tCommon = await getTranslations('common');
  const next = safeReturnPath(searchParams.next);
  const totp = searchParams.step === 'totp' && (await pendingToken()) !== null;
  const texts: SignInTexts = {
    email: t('signIn.email'),
    password: t('signIn.password'),
    code: t('totp.code'),
    submitSignIn: t('signIn.submit'),
    submitCode: t('totp.submit'),
    problems: {
      ...Object.fromEntries(PROBLEMS.map((key) => [key, t.raw(`problems.${key}`) as string])),
      expired: t('totp.expired'),
      UNAVAILABLE: tCommon('formErrors.UNAVAILABLE'),
      UNKNOWN: tCommon('formErrors.UNKNOWN'),
    },
  };
  return (
    <main id="main" className="standalone">
      <p>{tCommon('appName')}</p>
      <h1>{totp ? t('totp.title') : t('signIn.title')}</h1>
      {searchParams.signedOut && !totp ? <Notice tone="success">{t('signIn.signedOut')}</Notice> : null}
      {searchParams.passwordSet && !totp ? <Notice tone="success">{t('setPassword.done')}</Notice> : null}
      <p>{totp ? t('totp.intro') : t('signIn.intro')}</p>
      {totp ? (
        <>
          <TotpForm texts={texts} locale={locale} next={next} />
          <p>
            <Link href={href(locale, '/sign-in')}>{t('totp.restart')}</Link>
          </p>
        </>
      ) : (
        <SignInForm texts={texts} locale={locale} next={next} />
      )}
    </main>
  );
}
