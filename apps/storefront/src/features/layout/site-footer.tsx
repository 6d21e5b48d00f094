import { getTranslations } from 'next-intl/server';
import { MenuNav } from './menu-nav';
import { getMenu } from './menus.server';
import styles from './site-footer.module.css';

/** The footer: the API's footer-first menu (the shop's pages and more) and the shop's line. */
export async function SiteFooter() {
  const [t, menu] = await Promise.all([getTranslations('layout'), getMenu('footer-first')]);
  return (
    <footer className={styles.footer}>
      <div className="container">
        {menu && <MenuNav menu={menu} className={styles.links} />}
        <p>{t('footerText')}</p>
      </div>
    </footer>
  );
}
