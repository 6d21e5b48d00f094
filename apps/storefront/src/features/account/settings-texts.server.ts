import 'server-only';
import { getTranslations } from 'next-intl/server';
import { PROFILE_FIELDS } from './profile-fields';
import type { SettingsTexts } from './settings-forms';

const SETTINGS_KEYS = [
  ...PROFILE_FIELDS,
  'newsletter',
  'save',
  'saved',
  'invalidField',
  'currentPassword',
  'newPassword',
  'changePassword',
  'passwordChanged',
  'signedOutWrongPassword',
  'deleteText',
  'deleteConfirm',
  'deleteAccount',
  'personalId',
  'organizationId',
  'invalidIdentityNumber',
  'gender',
  'country',
  'noCountry',
] as const;

/** The settings forms' texts in the page's language. */
export async function settingsTexts(): Promise<SettingsTexts> {
  const [t, tAuth] = await Promise.all([getTranslations('settings'), getTranslations('auth')]);
  return {
    ...(Object.fromEntries(SETTINGS_KEYS.map((key) => [key, t(key)])) as Record<
      (typeof SETTINGS_KEYS)[number],
      string
    >),
    passwordConfirm: tAuth('passwordConfirm'),
    passwordHint: tAuth('passwordHint'),
    failed: tAuth('failed'),
    sending: tAuth('sending'),
    genders: {
      UNSPECIFIED: t('genders.UNSPECIFIED'),
      WOMAN: t('genders.WOMAN'),
      MAN: t('genders.MAN'),
    },
    problems: {
      required: tAuth('required'),
      invalidEmail: tAuth('invalidEmail'),
      passwordTooShort: tAuth('passwordTooShort'),
      passwordsDiffer: tAuth('passwordsDiffer'),
    },
  };
}
