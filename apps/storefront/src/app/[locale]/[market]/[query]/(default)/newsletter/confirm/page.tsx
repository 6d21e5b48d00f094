import { getTranslations } from 'next-intl/server';
import { namespaceMetadata } from '@/features/layout/text-route';
import { type ConfirmOutcome, confirmNewsletter } from '@/features/newsletter/newsletter-actions';
import { type PageProps, pageQuery, pageScope } from '@/lib/page.server';
import { getLinks } from '@/lib/shop-context.server';

// A token is one subscriber's secret: never cached.
export const dynamic = 'force-dynamic';

export const generateMetadata = namespaceMetadata('newsletterConfirm', 'newsletterConfirm', {
  index: false,
});

const OUTCOMES: readonly ConfirmOutcome[] = ['confirmed', 'expired', 'failed'];

/**
 * Where the confirmation mail's link leads (`?token=`): a button that confirms, so that opening the
 * link (as mail scanners do) changes nothing; then, with `?status=`, how the confirmation went.
 */
export default async function NewsletterConfirmPage({ params }: PageProps) {
  await pageScope(params);
  const [t, links, query] = await Promise.all([
    getTranslations('newsletterConfirm'),
    getLinks(),
    pageQuery(params),
  ]);
  const token = query.get('token')?.slice(0, 200) ?? '';
  const outcome = OUTCOMES.find((name) => name === query.get('status')) ?? (token ? null : 'expired');
  const again = <a href={links.route('newsletter')}>{t('signUpAgain')}</a>;
  return (
    <article className="text-page">
      <h1>{t('title')}</h1>
      {outcome === null ? (
        <form action={confirmNewsletter}>
          <p>{t('prompt')}</p>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button-primary">
            {t('confirm')}
          </button>
        </form>
      ) : outcome === 'confirmed' ? (
        <p role="status">{t('confirmed')}</p>
      ) : (
        <p>
          {t(outcome)} {again}
        </p>
      )}
    </article>
  );
}
