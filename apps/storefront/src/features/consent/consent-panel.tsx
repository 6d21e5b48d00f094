import { getTranslations } from 'next-intl/server';
import { CONSENT_PANEL_ID } from '@/lib/consent-panel-id';
import { tagManagerContainer } from '@/lib/tag-manager';
import { saveConsent } from './consent-actions';
import styles from './consent-panel.module.css';

/**
 * The cookie panel: in every page's markup and hidden, so that cached pages stay the same for every
 * shopper. The first-paint script shows it while the shopper has made no choice, and again from the
 * footer's link; without JavaScript that link shows it (`:target`) and the form posts the choice.
 */
export async function ConsentPanel() {
  const t = await getTranslations('consent');
  const categories = [
    { name: 'necessary', always: true },
    { name: 'preferences', always: false },
    { name: 'statistics', always: false },
    { name: 'marketing', always: false },
  ] as const;
  return (
    <section
      id={CONSENT_PANEL_ID}
      className={styles.panel}
      aria-labelledby="cookie-consent-title"
      tabIndex={-1}
      // The analytics load the tag manager's container from here once statistics are allowed.
      data-tag-manager={tagManagerContainer() ?? undefined}
    >
      <form action={saveConsent} className={`container ${styles.inner}`}>
        <h2 id="cookie-consent-title" className={styles.title}>
          {t('title')}
        </h2>
        <p className={styles.text}>{t('text')}</p>
        <details className={styles.details}>
          <summary>{t('choose')}</summary>
          <fieldset className={styles.categories}>
            <legend className="visually-hidden">{t('categories')}</legend>
            {categories.map(({ name, always }) => (
              <div key={name} className={styles.category}>
                <input
                  type="checkbox"
                  id={`consent-${name}`}
                  name={name}
                  aria-describedby={`consent-${name}-text`}
                  {...(always ? { defaultChecked: true, disabled: true } : {})}
                />
                <label htmlFor={`consent-${name}`}>{t(`${name}.label`)}</label>
                <p id={`consent-${name}-text`} className={styles.categoryText}>
                  {t(`${name}.text`)}
                </p>
              </div>
            ))}
          </fieldset>
          <button type="submit" name="choice" value="chosen" className={styles.secondary}>
            {t('saveChoice')}
          </button>
        </details>
        <div className={styles.buttons}>
          <button type="submit" name="choice" value="none" className="button-primary">
            {t('rejectAll')}
          </button>
          <button type="submit" name="choice" value="all" className="button-primary">
            {t('acceptAll')}
          </button>
        </div>
      </form>
    </section>
  );
}
