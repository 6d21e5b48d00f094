'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { staffMutation } from '@/lib/graphql/server';
import { localeOf } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import {
  AddCustomerNoteMutation,
  BlockInvoiceCreditMutation,
  EraseCustomerMutation,
  StartImpersonationMutation,
  UnblockInvoiceCreditMutation,
} from './documents';
import type { ImpersonationState, NoteFormState } from './form-state';

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

const customerIdOf = (form: FormData) => {
  const id = Number(text(form, 'customerId'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

const customerPage = (form: FormData, id: number | null, outcome: Record<string, string>) =>
  `${href(localeOf(form), id ? `/customers/${id}` : '/customers')}?${new URLSearchParams(outcome)}`;

/** A note on the customer; refused, the note stays in the form with why. */
export async function addNoteAction(state: NoteFormState, form: FormData): Promise<NoteFormState> {
  const customerId = customerIdOf(form);
  const body = text(form, 'body');
  if (customerId === null) return { ...state, problem: 'CUSTOMER_NOT_FOUND', body };
  if (body.trim() === '') return { ...state, problem: 'INVALID_NOTE', body };
  const result = await staffMutation(AddCustomerNoteMutation, { customerId, body });
  if (!result.ok) return { ...state, problem: result.formError ?? 'UNKNOWN', body };
  // The list of notes beside the form shows the new one.
  refresh();
  return { problem: null, written: state.written + 1 };
}

/** Blocks or unblocks the invoice (the button's `change`), with the reason typed; back to the page that says so. */
export async function changeCreditAction(form: FormData): Promise<void> {
  const customerId = customerIdOf(form);
  const reason = text(form, 'reason');
  const block = text(form, 'change') === 'block';
  if (customerId === null) redirect(customerPage(form, null, { problem: 'CUSTOMER_NOT_FOUND' }));
  if (reason.trim() === '') redirect(customerPage(form, customerId, { problem: 'INVALID_REASON' }));
  const variables = { customerId, reason };
  const result = block
    ? await staffMutation(BlockInvoiceCreditMutation, variables)
    : await staffMutation(UnblockInvoiceCreditMutation, variables);
  redirect(
    customerPage(
      form,
      customerId,
      result.ok ? { done: block ? 'blocked' : 'unblocked' } : { problem: result.formError ?? 'UNKNOWN' },
    ),
  );
}

/** A storefront address that signs in as the customer, shown for the member to open in a new tab. */
export async function impersonateAction(
  _state: ImpersonationState,
  form: FormData,
): Promise<ImpersonationState> {
  const customerId = customerIdOf(form);
  if (customerId === null) return { problem: 'CUSTOMER_NOT_FOUND' };
  const result = await staffMutation(StartImpersonationMutation, { customerId });
  if (!result.ok) return { problem: result.formError ?? 'UNKNOWN' };
  return { problem: null, ...result.data.startImpersonation };
}

/** Erases the person once their email is typed; to the list, which says it is done. */
export async function eraseAction(form: FormData): Promise<void> {
  const customerId = customerIdOf(form);
  if (customerId === null) redirect(customerPage(form, null, { problem: 'CUSTOMER_NOT_FOUND' }));
  const result = await staffMutation(EraseCustomerMutation, {
    customerId,
    confirmEmail: text(form, 'confirmEmail'),
  });
  if (!result.ok) redirect(customerPage(form, customerId, { problem: result.formError ?? 'UNKNOWN' }));
  redirect(`${href(localeOf(form), '/customers')}?done=erased`);
}
