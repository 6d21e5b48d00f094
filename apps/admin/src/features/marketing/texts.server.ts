import 'server-only';
import { getTranslations } from 'next-intl/server';

/** The API's refusals and the forms' own as the desk words them, then the app's (signed out, ...). */
export async function problemTexts(): Promise<Record<string, string>> {
  const [t, tCommon] = await Promise.all([getTranslations('marketing'), getTranslations('common')]);
  return {
    ...(tCommon.raw('formErrors') as Record<string, string>),
    ...(t.raw('problems') as Record<string, string>),
  };
}

/** The desk's sub-navigation's texts. */
export async function navTexts() {
  const t = await getTranslations('marketing');
  return {
    label: t('subnav.label'),
    campaigns: t('subnav.campaigns'),
    codes: t('subnav.codes'),
    giftCards: t('subnav.giftCards'),
  };
}
