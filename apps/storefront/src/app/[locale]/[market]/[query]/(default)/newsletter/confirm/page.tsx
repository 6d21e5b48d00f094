import { getTranslations } from 'next-intl/server';
import { namespaceMetadata } from '@/features/layout/text-route';
import { ConfirmNewsletterMutation } from '@/features/newsletter/queries';
import { mutateResult } from '@/lib/graphql/server';
import { type PageProps, pageQuery, pageScope } from '@/lib/page.server';
import { getLinks } from '@/lib/shop-context.server';

// A token is one subscriber's secret, and following the link is what confirms: never cached.
export const dynamic = 'force-dynamic';

export const generateMetadata = namespaceMetadata('newsletterConfirm', 'newsletterConfirm', {
  index: false,
});

const TOKEN_PROBLEMS = {
  NEWSLETTER_TOKEN_EXPIRED: { field: 'token', problem: 'expired' },
  INVALID_TOKEN: { field: 'token', problem: 'expired' },
} as const;

/** Where the confirmation mail's link leads (`?token=`): the API confirms the subscriber, once. */
export default async function NewsletterConfirmPage({ params }: PageProps) {
  await pageScope(params);
  const [t, links, query] = await Promise.all([
    getTranslations('newsletterConfirm'),
    getLinks(),
    pageQuery(params),
  ]);
  const token = query.get('token') ?? '';
  const result = token
    ? await mutateResult(ConfirmNewsletterMutation, { token: token.slice(0, 200) }, TOKEN_PROBLEMS)
    : null;
  const again = <a href={links.route('newsletter')}>{t('signUpAgain')}</a>;
  return (
    <article className="text-page">
      <h1>{t('title')}</h1>
      {result?.ok ? (
        <p role="status">{t('confirmed')}</p>
      ) : (
        <p>
          {result && !result.fieldErrors.token ? t('failed') : t('expired')} {again}
        </p>
      )}
    </article>
  );
}
