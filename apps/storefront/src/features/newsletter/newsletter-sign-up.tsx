import { getTranslations } from 'next-intl/server';
import { EmailSignUp } from '@/ui/email-sign-up';
import { signUpForNewsletter } from './newsletter-actions';

/** The newsletter's sign-up form, in the footer and on the newsletter page. */
export async function NewsletterSignUp({
  id,
  tone,
  error,
}: {
  id: string;
  tone?: 'light' | 'dark';
  error?: string;
}) {
  const t = await getTranslations('newsletter');
  return (
    <EmailSignUp
      id={id}
      action={signUpForNewsletter}
      texts={{ email: t('email'), submit: t('submit') }}
      tone={tone}
      error={error}
    />
  );
}
