'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { staffMutation } from '@/lib/graphql/server';
import { DEFAULT_LOCALE, isLocale } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import {
  AddStaffMemberMutation,
  ChangeStaffRoleMutation,
  CreatePasswordLinkMutation,
  DisableStaffMemberMutation,
  EnableStaffMemberMutation,
  ResetStaffTotpMutation,
} from './documents';
import type { LinkFormState } from './link-state';
import { isStaffLanguage, isStaffRole } from './roles';

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

const staffIdOf = (form: FormData) => {
  const id = Number(text(form, 'staffId'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

function staffPage(form: FormData, outcome: Record<string, string>): string {
  const locale = form.get('locale');
  const query = new URLSearchParams(outcome).toString();
  return `${href(isLocale(locale) ? locale : DEFAULT_LOCALE, '/staff')}?${query}`;
}

/** Adds a member with a role; the answer shows their one-time set-password link. */
export async function addMemberAction(_state: LinkFormState, form: FormData): Promise<LinkFormState> {
  const values = { email: text(form, 'email'), name: text(form, 'name'), role: text(form, 'role') };
  const language = text(form, 'languageCode');
  if (!values.email || !values.name || !isStaffRole(values.role)) return { problem: 'required', values };
  const result = await staffMutation(AddStaffMemberMutation, {
    email: values.email,
    name: values.name,
    role: values.role,
    languageCode: isStaffLanguage(language) ? language : null,
  });
  if (!result.ok) return { problem: result.formError ?? 'UNKNOWN', values };
  const change = result.data.addStaffMember;
  if (change.refusal) return { problem: change.refusal, values };
  // The list above the form shows the new member too.
  refresh();
  return {
    problem: null,
    link: change.passwordLink ? { ...change.passwordLink, email: values.email } : null,
  };
}

/** A new set-password link for a member who forgot theirs; the earlier ones stop working. */
export async function passwordLinkAction(_state: LinkFormState, form: FormData): Promise<LinkFormState> {
  const staffId = staffIdOf(form);
  if (staffId === null) return { problem: 'MEMBER_NOT_FOUND' };
  const result = await staffMutation(CreatePasswordLinkMutation, { staffId });
  if (!result.ok) return { problem: result.formError ?? 'UNKNOWN' };
  const change = result.data.createStaffPasswordLink;
  if (change.refusal) return { problem: change.refusal };
  return { problem: null, link: change.passwordLink };
}

type RowChange = 'role' | 'disable' | 'enable' | 'resetTotp';

async function runRowChange(change: RowChange, staffId: number, form: FormData) {
  switch (change) {
    case 'role': {
      const role = text(form, 'role');
      if (!isStaffRole(role)) return { refusal: 'required' };
      const result = await staffMutation(ChangeStaffRoleMutation, { staffId, role });
      return result.ok ? result.data.changeStaffRole : { refusal: result.formError ?? 'UNKNOWN' };
    }
    case 'disable': {
      const result = await staffMutation(DisableStaffMemberMutation, { staffId });
      return result.ok ? result.data.disableStaffMember : { refusal: result.formError ?? 'UNKNOWN' };
    }
    case 'enable': {
      const result = await staffMutation(EnableStaffMemberMutation, { staffId });
      return result.ok ? result.data.enableStaffMember : { refusal: result.formError ?? 'UNKNOWN' };
    }
    case 'resetTotp': {
      const result = await staffMutation(ResetStaffTotpMutation, { staffId });
      return result.ok ? result.data.resetStaffTotp : { refusal: result.formError ?? 'UNKNOWN' };
    }
  }
}

const ROW_CHANGES: readonly RowChange[] = ['role', 'disable', 'enable', 'resetTotp'];

/**
 * A change of one member from their row (the button's `change`): role, disable, enable, or clearing
 * their two-factor sign-in. Back to the list, which says what happened or why not.
 */
export async function changeMemberAction(form: FormData): Promise<void> {
  const staffId = staffIdOf(form);
  const change = text(form, 'change') as RowChange;
  if (staffId === null || !ROW_CHANGES.includes(change)) redirect(staffPage(form, { problem: 'UNKNOWN' }));
  const outcome = await runRowChange(change, staffId, form);
  redirect(
    staffPage(
      form,
      outcome.refusal
        ? { problem: outcome.refusal, member: String(staffId) }
        : { done: change, member: String(staffId) },
    ),
  );
}
