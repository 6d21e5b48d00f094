import { getTranslations } from 'next-intl/server';
import { namespaceMetadata } from '@/features/layout/text-route';
import { NewsletterSignUp } from '@/features/newsletter/newsletter-sign-up';
import { outcomeOf } from '@/features/newsletter/sign-up-outcome';
import { type PageProps, pageQuery, pageScope } from '@/lib/page.server';

export const generateMetadata = namespaceMetadata('newsletter', 'newsletter', { description: true });

/**
 * The newsletter's sign-up, and where every sign-up form leads with `?status=`: done (a
 * confirmation link is on its way), or the refusal in words with the form again.
 */
export default async function NewsletterPage({ params }: PageProps) {
  await pageScope(params);
  const [t, query] = await Promise.all([getTranslations('newsletter'), pageQuery(params)]);
  const outcome = outcomeOf(query.get('status'));
  return (
    <article className="text-page">
      <h1>{t('title')}</h1>
      {outcome === 'done' ? (
        <p role="status">{t('done')}</p>
      ) : (
        <>
          <p>{t('text')}</p>
          <NewsletterSignUp id="newsletter" error={outcome ? t(outcome) : undefined} />
        </>
      )}
    </article>
  );
}
