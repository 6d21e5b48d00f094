import { getLocale, getTranslations } from 'next-intl/server';
import { loadAccountUser, loadShopCountries } from '@/features/account/account-user.server';
import { AwaitingSession } from '@/features/account/awaiting-session';
import { EmailConfirmationNotice } from '@/features/account/email-confirmation-notice';
import { EMAIL_LINK_KEY, emailLinkOutcome } from '@/features/account/email-confirmation-outcome';
import { PROFILE_FIELDS } from '@/features/account/profile-fields';
import { DeleteAccountForm } from '@/features/account/session-forms';
import { PasswordForm, ProfileForm } from '@/features/account/settings-forms';
import { settingsTexts } from '@/features/account/settings-texts.server';
import { namespaceMetadata } from '@/features/layout/text-route';
import { type PageProps, pageQuery, pageScope } from '@/lib/page.server';
import { getLinks } from '@/lib/shop-context.server';
import styles from '../account.module.css';

export const generateMetadata = namespaceMetadata('settings', 'settings', { index: false });

/**
 * The shopper's details, newsletter, password and the way to delete the account; while the email
 * is not confirmed, a notice that mails its link again.
 */
export default async function SettingsPage({ params }: PageProps) {
  await pageScope(params);
  const [t, tLayout, texts, links, user, countries, query] = await Promise.all([
    getTranslations('settings'),
    getTranslations('layout'),
    settingsTexts(),
    getLinks(),
    loadAccountUser(),
    getLocale().then(loadShopCountries),
    pageQuery(params),
  ]);
  if (!user) {
    return (
      <article className="text-page">
        <h1>{t('title')}</h1>
        <AwaitingSession text={tLayout('loading')} />
      </article>
    );
  }
  const home = links.route('index');
  const values = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, user.address[field]])) as Record<
    (typeof PROFILE_FIELDS)[number],
    string
  >;
  return (
    <article>
      <h1>{t('title')}</h1>
      <p>{user.email}</p>
      <EmailConfirmationNotice page="settings" outcome={emailLinkOutcome(query.get(EMAIL_LINK_KEY))} />
      <section aria-labelledby="settings-profile" className={styles.section}>
        <h2 id="settings-profile">{t('profile')}</h2>
        <ProfileForm
          texts={texts}
          values={values}
          identity={{
            customerType: user.customerType,
            personalId: user.personalId,
            gender: user.gender,
            country: user.address.country,
          }}
          countries={countries}
          newsletter={user.newsletter}
        />
      </section>
      <section aria-labelledby="settings-password" className={styles.section}>
        <h2 id="settings-password">{t('passwordTitle')}</h2>
        <PasswordForm texts={texts} homeHref={home} />
      </section>
      <section aria-labelledby="settings-delete" className={styles.section}>
        <h2 id="settings-delete">{t('deleteTitle')}</h2>
        <DeleteAccountForm texts={texts} homeHref={home} />
      </section>
    </article>
  );
}
