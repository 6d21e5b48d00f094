'use client';

import { useActionState } from 'react';
import { Button, formStyles, SelectField, TextField } from '@/ui/form';
import { Notice } from '@/ui/notice';
import { addMemberAction, passwordLinkAction } from './actions';
import { EMPTY_LINK_FORM, type LinkFormState } from './link-state';
import styles from './staff.module.css';

export interface StaffFormTexts {
  email: string;
  name: string;
  role: string;
  language: string;
  submit: string;
  newLink: string;
  roles: Record<string, string>;
  languages: Record<string, string>;
  /** "One-time link for {email}" and "... until {expires}", filled in here. */
  linkTitle: string;
  linkText: string;
  problems: Record<string, string>;
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

function problemOf(texts: StaffFormTexts, state: LinkFormState) {
  return state.problem ? (texts.problems[state.problem] ?? texts.problems.UNKNOWN ?? state.problem) : null;
}

/** A one-time link, shown once: selectable in a read-only field, with how long it works. */
function OneTimeLink({
  texts,
  link,
  expires,
}: {
  texts: StaffFormTexts;
  link: NonNullable<LinkFormState['link']>;
  expires: (iso: string) => string;
}) {
  return (
    <Notice tone="success">
      <p className={styles.linkTitle}>{fill(texts.linkTitle, { email: link.email ?? '' })}</p>
      <p>{fill(texts.linkText, { expires: expires(link.expiresAt) })}</p>
      <input
        className={formStyles.input}
        readOnly
        value={link.url}
        aria-label={fill(texts.linkTitle, { email: link.email ?? '' })}
        data-testid="one-time-link"
      />
    </Notice>
  );
}

const dateTime = (locale: string) => (iso: string) =>
  new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Stockholm',
  }).format(new Date(iso));

/** Adds a member with a role; the answer shows their one-time set-password link. */
export function AddMemberForm({ texts, locale }: { texts: StaffFormTexts; locale: string }) {
  const [state, action, pending] = useActionState(addMemberAction, EMPTY_LINK_FORM);
  const problem = problemOf(texts, state);
  return (
    <>
      {state.link ? <OneTimeLink texts={texts} link={state.link} expires={dateTime(locale)} /> : null}
      <form action={action} className={`${formStyles.form} ${styles.addForm}`}>
        {problem ? <Notice tone="error">{problem}</Notice> : null}
        <input type="hidden" name="locale" value={locale} />
        <TextField
          name="email"
          type="email"
          label={texts.email}
          autoComplete="off"
          required
          defaultValue={state.values?.email}
          problem={state.problem === 'EMAIL_TAKEN' ? problem : null}
        />
        <TextField
          name="name"
          label={texts.name}
          autoComplete="off"
          required
          defaultValue={state.values?.name}
        />
        <SelectField name="role" label={texts.role} defaultValue={state.values?.role ?? 'ORDERS'}>
          {Object.entries(texts.roles).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <SelectField name="languageCode" label={texts.language} defaultValue={locale.toUpperCase()}>
          {Object.entries(texts.languages).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <Button disabled={pending}>{texts.submit}</Button>
      </form>
    </>
  );
}

/** A new set-password link for one member, shown once beside the button. */
export function PasswordLinkForm({
  texts,
  locale,
  staffId,
  email,
}: {
  texts: StaffFormTexts;
  locale: string;
  staffId: number;
  email: string;
}) {
  const [state, action, pending] = useActionState(passwordLinkAction, EMPTY_LINK_FORM);
  const problem = problemOf(texts, state);
  return (
    <form action={action}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="staffId" value={staffId} />
      <Button kind="secondary" disabled={pending}>
        {texts.newLink}
      </Button>
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      {state.link ? (
        <OneTimeLink texts={texts} link={{ ...state.link, email }} expires={dateTime(locale)} />
      ) : null}
    </form>
  );
}
