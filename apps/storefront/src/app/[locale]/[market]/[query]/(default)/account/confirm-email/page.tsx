import { getTranslations } from 'next-intl/server';
import { confirmEmailForm } from '@/features/account/email-confirmation-actions';
import { namespaceMetadata } from '@/features/layout/text-route';
import { type PageProps, pageQuery, pageScope } from '@/lib/page.server';
import { getLinks } from '@/lib/shop-context.server';

// A token is one customer's secret: never cached.
export const dynamic = 'force-dynamic';

export const generateMetadata = namespaceMetadata('emailConfirm', 'emailConfirm', { index: false });

const OUTCOMES = ['confirmed', 'expired', 'failed'] as const;

/**
 * Where the mail that confirms an account's email leads (`?token=`, ADR 69): a button that
 * confirms, so that opening the link (as mail scanners do) changes nothing; then, with `?status=`,
 * how it went, and how many orders placed as a guest joined the account (`?orders=`). No sign-in
 * is needed: the link proves the email.
 */
export default async function EmailConfirmPage({ params }: PageProps) {
  await pageScope(params);
  const [t, links, query] = await Promise.all([
    getTranslations('emailConfirm'),
    getLinks(),
    pageQuery(params),
  ]);
  const token = query.get('token')?.slice(0, 200) ?? '';
  const outcome = OUTCOMES.find((name) => name === query.get('status')) ?? (token ? null : 'expired');
  const joined = Math.max(0, Math.min(Number.parseInt(query.get('orders') ?? '0', 10) || 0, 10_000));
  return (
    <article className="text-page">
      <h1>{t('title')}</h1>
      {outcome === null ? (
        <form action={confirmEmailForm}>
          <p>{t('prompt')}</p>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button-primary">
            {t('confirm')}
          </button>
        </form>
      ) : outcome === 'confirmed' ? (
        <>
          <p role="status">
            {t('confirmed')} {joined > 0 && t('ordersJoined', { count: joined })}
          </p>
          <p>
            <a href={links.route('orders')}>{t('toOrders')}</a>
          </p>
        </>
      ) : (
        <p>
          {t(outcome)} <a href={links.route('settings')}>{t('askAgain')}</a>
        </p>
      )}
    </article>
  );
}
