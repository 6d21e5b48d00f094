import { getTranslations } from 'next-intl/server';
import { loadAccountUser } from '@/features/account/account-user.server';
import { AwaitingSession } from '@/features/account/awaiting-session';
import { namespaceMetadata } from '@/features/layout/text-route';
import { type PageProps, pageScope } from '@/lib/page.server';
import styles from '../account.module.css';

export const generateMetadata = namespaceMetadata('balance', 'balance', { index: false });

/** The shopper's balance in the market's currency, as the API formatted it. */
export default async function BalancePage({ params }: PageProps) {
  await pageScope(params);
  const [t, tLayout, user] = await Promise.all([
    getTranslations('balance'),
    getTranslations('layout'),
    loadAccountUser(),
  ]);
  return (
    <article className="text-page">
      <h1>{t('title')}</h1>
      {user ? (
        <>
          <p className={styles.balance}>
            {t('amount')}: <strong>{user.balanceFormatted}</strong>
          </p>
          <p>{t('explanation')}</p>
        </>
      ) : (
        <AwaitingSession text={tLayout('loading')} />
      )}
    </article>
  );
}
