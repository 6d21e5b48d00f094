import { getTranslations } from 'next-intl/server';
import { sessionToken } from '@/lib/auth/session.server';
import { queryPrivate } from '@/lib/graphql/server';
import formStyles from './account-forms.module.css';
import { requestEmailLink } from './email-confirmation-actions';
import styles from './email-confirmation-notice.module.css';
import type { EmailLinkOutcome, NOTICE_PAGES } from './email-confirmation-outcome';
import { AccountEmailQuery } from './email-confirmation-queries';

/** The signed-in customer's email when it is not confirmed yet; null when it is (or cannot be read now). */
async function unconfirmedEmail(): Promise<string | null> {
  const token = await sessionToken();
  if (!token) return null;
  try {
    const { getUser } = await queryPrivate(AccountEmailQuery, {}, { token });
    return getUser && !getUser.emailConfirmed ? getUser.email : null;
  } catch (error) {
    // The page itself says when the account cannot be read; this notice waits for the next visit.
    console.error('Whether the email is confirmed could not be read', error);
    return null;
  }
}

/**
 * Tells a customer whose email is not confirmed (ADR 69) that the orders placed as a guest with it
 * join the account once it is, with a plain form that mails the link again (with or without
 * JavaScript) and, after it, how that went.
 */
export async function EmailConfirmationNotice({
  page,
  outcome,
}: {
  page: (typeof NOTICE_PAGES)[number];
  outcome: EmailLinkOutcome | null;
}) {
  const email = await unconfirmedEmail();
  if (!email) return null;
  const t = await getTranslations('emailConfirm');
  return (
    <section aria-labelledby="email-confirm-notice" className={styles.notice}>
      <h2 id="email-confirm-notice">{t('noticeTitle')}</h2>
      <p>{t('noticeText', { email })}</p>
      <form action={requestEmailLink}>
        <input type="hidden" name="page" value={page} />
        <button type="submit" className={formStyles.secondaryButton}>
          {t('sendAgain')}
        </button>
      </form>
      {outcome && (
        <p role="status" className={styles.outcome}>
          {t(`linkOutcome.${outcome}`)}
        </p>
      )}
    </section>
  );
}
