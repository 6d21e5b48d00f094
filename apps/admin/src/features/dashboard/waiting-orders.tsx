import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import styles from './dashboard.module.css';
import type { Dashboard } from './queries';

/** How many orders wait in each stage, each a link to the order list filtered on it. */
export async function WaitingOrders({
  locale,
  waiting,
}: {
  locale: Locale;
  waiting: Dashboard['waitingOrders'];
}) {
  const t = await getTranslations('dashboard.waiting');
  return (
    <section aria-labelledby="waiting-heading" className={styles.section}>
      <h2 id="waiting-heading">{t('heading')}</h2>
      <ul className={styles.stages}>
        {waiting.map(({ stage, count }) => (
          <li key={stage}>
            <Link
              className={styles.stageLink}
              href={`${href(locale, '/orders')}?stage=${stage.toLowerCase()}`}
            >
              <span className={styles.stageCount}>{count}</span>
              <span>{t(`stages.${stage}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
