'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useCallback, useEffect, useRef } from 'react';
import { announceAuth } from '@/features/shop/auth-signal';
import { useShop } from '@/features/shop/shop-provider';
import {
  changePassword,
  type PasswordFormState,
  type ProfileFormState,
  saveProfile,
} from './account-actions';
import styles from './account-forms.module.css';
import { signOut } from './auth-actions';
import type { CredentialProblem } from './credentials';
import { CheckField, FormField, FormMessage, SelectField } from './form-field';
import { GENDERS, PROFILE_AUTOCOMPLETE, PROFILE_FIELDS, type ProfileField } from './profile-fields';
import { useFocusFirstProblem } from './use-focus-problem';

export type SettingsTexts = Record<
  | ProfileField
  | 'newsletter'
  | 'save'
  | 'saved'
  | 'invalidField'
  | 'currentPassword'
  | 'newPassword'
  | 'passwordConfirm'
  | 'passwordHint'
  | 'changePassword'
  | 'passwordChanged'
  | 'signedOutWrongPassword'
  | 'deleteText'
  | 'deleteConfirm'
  | 'deleteAccount'
  | 'failed'
  | 'sending'
  | 'personalId'
  | 'organizationId'
  | 'invalidIdentityNumber'
  | 'gender'
  | 'country'
  | 'noCountry',
  string
> & { problems: Record<CredentialProblem, string>; genders: Record<(typeof GENDERS)[number], string> };

/** Who the customer is, as the settings show it beside the address. */
export interface IdentityValues {
  customerType: 'PERSON' | 'ORGANIZATION';
  personalId: string;
  gender: (typeof GENDERS)[number];
  country: string;
}

/** Leaves the account area after the session ended, telling the other tabs. */
function useSignedOut(homeHref: string) {
  const router = useRouter();
  return useCallback(async () => {
    await signOut();
    announceAuth(false);
    router.push(homeHref);
  }, [router, homeHref]);
}

export function ProfileForm({
  texts,
  values,
  identity,
  countries,
  newsletter,
}: {
  texts: SettingsTexts;
  values: Record<ProfileField, string>;
  identity: IdentityValues;
  /** The countries the shop sells to, named in the page's language. */
  countries: readonly { value: string; label: string }[];
  newsletter: boolean;
}) {
  const [state, action, pending] = useActionState(saveProfile, {
    status: 'idle',
    problems: {},
  } as ProfileFormState);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstProblem(form, state, state.status === 'invalid');
  const router = useRouter();
  useEffect(() => {
    if (state.status === 'signedOut') router.refresh();
  }, [state, router]);
  return (
    <form ref={form} action={action} className={styles.form}>
      <div className={styles.grid}>
        <FormField
          idPrefix="profile"
          name="personalId"
          label={identity.customerType === 'ORGANIZATION' ? texts.organizationId : texts.personalId}
          defaultValue={state.sent?.personalId ?? identity.personalId}
          autoComplete="off"
          error={state.problems.personalId ? texts.invalidIdentityNumber : undefined}
        />
        <SelectField
          idPrefix="profile"
          name="gender"
          label={texts.gender}
          defaultValue={state.sent?.gender || identity.gender}
          options={GENDERS.map((gender) => ({ value: gender, label: texts.genders[gender] }))}
        />
        {PROFILE_FIELDS.map((field) => (
          <FormField
            key={field}
            idPrefix="profile"
            name={field}
            label={texts[field]}
            autoComplete={PROFILE_AUTOCOMPLETE[field]}
            type={field === 'mobile' ? 'tel' : 'text'}
            defaultValue={state.sent?.[field] ?? values[field]}
            error={state.problems[field] ? texts.invalidField : undefined}
          />
        ))}
        <SelectField
          idPrefix="profile"
          name="country"
          label={texts.country}
          autoComplete="country"
          defaultValue={state.sent?.country ?? identity.country}
          error={state.problems.country ? texts.invalidField : undefined}
          options={[{ value: '', label: texts.noCountry }, ...countries]}
        />
      </div>
      <CheckField idPrefix="profile" name="newsletter" label={texts.newsletter} defaultChecked={newsletter} />
      <FormMessage kind="error" text={state.status === 'failed' ? texts.failed : undefined} />
      <FormMessage kind="success" text={state.status === 'saved' ? texts.saved : undefined} />
      <div>
        <button type="submit" className="button-primary" disabled={pending}>
          {pending ? texts.sending : texts.save}
        </button>
      </div>
    </form>
  );
}

export function PasswordForm({ texts, homeHref }: { texts: SettingsTexts; homeHref: string }) {
  const [state, action, pending] = useActionState(changePassword, {
    status: 'idle',
    problems: {},
  } as PasswordFormState);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstProblem(form, state, state.status === 'invalid');
  const showToast = useShop((s) => s.showToast);
  const signedOut = useSignedOut(homeHref);
  useEffect(() => {
    if (state.status !== 'signedOut') return;
    showToast(texts.signedOutWrongPassword, 'error');
    signedOut();
  }, [state, showToast, signedOut, texts.signedOutWrongPassword]);
  const problem = (field: keyof PasswordFormState['problems']) => {
    const key = state.problems[field];
    return key ? texts.problems[key] : undefined;
  };
  return (
    <form ref={form} action={action} className={styles.form} noValidate>
      <FormField
        idPrefix="password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        label={texts.currentPassword}
        error={problem('currentPassword')}
        required
      />
      <FormField
        idPrefix="password"
        name="password"
        type="password"
        autoComplete="new-password"
        label={texts.newPassword}
        hint={texts.passwordHint}
        error={problem('password')}
        required
      />
      <FormField
        idPrefix="password"
        name="passwordConfirm"
        type="password"
        autoComplete="new-password"
        label={texts.passwordConfirm}
        error={problem('passwordConfirm')}
        required
      />
      <FormMessage
        kind="error"
        text={
          state.status === 'failed'
            ? texts.failed
            : state.status === 'signedOut'
              ? texts.signedOutWrongPassword
              : undefined
        }
      />
      <FormMessage kind="success" text={state.status === 'changed' ? texts.passwordChanged : undefined} />
      <div>
        <button type="submit" className="button-primary" disabled={pending}>
          {pending ? texts.sending : texts.changePassword}
        </button>
      </div>
    </form>
  );
}
