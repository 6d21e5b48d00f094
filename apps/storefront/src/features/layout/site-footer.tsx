import { getTranslations } from 'next-intl/server';
import { CONSENT_PANEL_ID } from '@/features/consent/consent-panel-id';
import { MenuNav } from './menu-nav';
import { getMenu } from './menus.server';
import styles from './site-footer.module.css';

/** The footer: the API's footer-first menu (the shop's pages and more), cookie settings and the shop's line. */
export async function SiteFooter() {
  const [t, menu] = await Promise.all([getTranslations('layout'), getMenu('footer-first')]);
  return (
    <footer className={styles.footer}>
      <div className="container">
        {menu && <MenuNav menu={menu} className={styles.links} />}
        {/* Reopens the cookie panel: the first-paint script's with JavaScript, `:target` without. */}
        <p>
          <a href={`#${CONSENT_PANEL_ID}`}>{t('cookieSettings')}</a>
        </p>
        <p>{t('footerText')}</p>
      </div>
    </footer>
  );
}
