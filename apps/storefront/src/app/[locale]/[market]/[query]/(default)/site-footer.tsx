import { getTranslations } from 'next-intl/server';
import { MenuNav } from '@/features/layout/menu-nav';
import { getMenu } from '@/features/layout/menus.server';
import { NewsletterSignUp } from '@/features/newsletter/newsletter-sign-up';
import { CONSENT_PANEL_ID } from '@/lib/consent-panel-id';
import styles from './site-footer.module.css';

/**
 * The footer: the newsletter's sign-up (a plain form, no script), the API's footer-first menu (the
 * shop's pages and more), cookie settings and the shop's line.
 */
export async function SiteFooter() {
  const [t, tNewsletter, menu] = await Promise.all([
    getTranslations('layout'),
    getTranslations('newsletter'),
    getMenu('footer-first'),
  ]);
  return (
    <footer className={styles.footer}>
      <div className="container">
        <section aria-labelledby="footer-newsletter-title" className={styles.newsletter}>
          <h2 id="footer-newsletter-title">{tNewsletter('footerTitle')}</h2>
          <p>{tNewsletter('footerText')}</p>
          <NewsletterSignUp id="footer-newsletter" tone="dark" />
        </section>
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
