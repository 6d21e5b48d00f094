import { getTranslations } from 'next-intl/server';
import styles from './site-footer.module.css';

export async function SiteFooter() {
  const t = await getTranslations('layout');
  return (
    <footer className={styles.footer}>
      <div className="container">
        <p>{t('footerText')}</p>
      </div>
    </footer>
  );
}
