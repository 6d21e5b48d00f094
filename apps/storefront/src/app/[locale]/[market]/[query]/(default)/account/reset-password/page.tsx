import { getTranslations } from 'next-intl/server';
import { ResetPasswordForm } from '@/features/account/reset-password-form';
import { namespaceMetadata } from '@/features/layout/text-route';
import { type PageProps, pageQuery, pageScope } from '@/lib/page.server';
import { LOGIN_QUERY } from '@/lib/routing/guards';
import { getLinks } from '@/lib/shop-context.server';

// A reset key is a secret of one shopper: the page is never kept in the page cache.
export const dynamic = 'force-dynamic';

export const generateMetadata = namespaceMetadata('resetPassword', 'resetPassword', { index: false });

/**
 * The page the reset mail links to with `?resetKey=`. Without a key it points to the sign-in
 * panel, where a new link can be asked for.
 */
export default async function ResetPasswordPage({ params }: PageProps) {
  await pageScope(params);
  const [t, tAuth, links, query] = await Promise.all([
    getTranslations('resetPassword'),
    getTranslations('auth'),
    getLinks(),
    pageQuery(params),
  ]);
  const resetKey = query.get('resetKey') ?? '';
  const signInHref = `${links.route('index')}?${LOGIN_QUERY}`;
  return (
    <article className="text-page">
      <h1>{t('title')}</h1>
      {resetKey ? (
        <>
          <p>{t('text')}</p>
          <ResetPasswordForm
            resetKey={resetKey}
            signInHref={signInHref}
            signInLabel={tAuth('signIn')}
            forgotHint={tAuth('forgotPassword')}
            texts={{
              password: tAuth('password'),
              passwordConfirm: tAuth('passwordConfirm'),
              passwordHint: tAuth('passwordHint'),
              save: t('save'),
              sending: tAuth('sending'),
              done: t('done'),
              keyExpired: t('keyExpired'),
              failed: tAuth('failed'),
              problems: {
                required: tAuth('required'),
                invalidEmail: tAuth('invalidEmail'),
                passwordTooShort: tAuth('passwordTooShort'),
                passwordsDiffer: tAuth('passwordsDiffer'),
              },
            }}
          />
        </>
      ) : (
        <p>
          {t('noKey')} <a href={signInHref}>{tAuth('forgotPassword')}</a>
        </p>
      )}
    </article>
  );
}
