import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { callStaffApi } from '@/lib/graphql/server';
import type { Locale } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import { Notice } from '@/ui/notice';
import { StaffPasswordLinkQuery } from './documents';
import { PASSWORD_MIN } from './password-rules';
import { SetPasswordForm } from './set-password-form';

/** Whose password the link sets, or null for a link unknown, used or expired (reading it uses nothing up). */
async function linkHolder(token: string) {
  return (await callStaffApi(StaffPasswordLinkQuery, { token }, null)).staffPasswordLink;
}

/** `/{locale}/set-password?token=...`: the one-time link a new member (or a reset) is given. */
export async function SetPasswordPage({ locale, token }: { locale: Locale; token: string | null }) {
  const t = await getTranslations('auth');
  const holder = token ? await linkHolder(token) : null;
  const tCommon = await getTranslations('common');
  const problems = Object.fromEntries(
    (['required', 'mismatch', 'tooShort', 'invalidLink'] as const).map((key) => [key, t(`problems.${key}`)]),
  );
  return (
    <main id="main" className="standalone">
      <p>{tCommon('appName')}</p>
      <h1>{t('setPassword.title')}</h1>
      {token && holder ? (
        <>
          <p>{t('setPassword.intro', { email: holder.email })}</p>
          <SetPasswordForm
            locale={locale}
            token={token}
            texts={{
              password: t('setPassword.password'),
              passwordHint: t('setPassword.passwordHint', { min: PASSWORD_MIN }),
              confirm: t('setPassword.confirm'),
              submit: t('setPassword.submit'),
              problems: {
                ...problems,
                UNAVAILABLE: tCommon('formErrors.UNAVAILABLE'),
                UNKNOWN: tCommon('formErrors.UNKNOWN'),
              },
            }}
          />
        </>
      ) : (
        <Notice tone="error">{token ? t('problems.invalidLink') : t('setPassword.missingToken')}</Notice>
      )}
      <p>
        <Link href={href(locale, '/sign-in')}>{t('setPassword.toSignIn')}</Link>
      </p>
    </main>
  );
}
