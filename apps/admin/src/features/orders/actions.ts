'use server';

import { redirect } from 'next/navigation';
import { staffMutation } from '@/lib/graphql/server';
import { DEFAULT_LOCALE, isLocale } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import { AddOrderNoteMutation, ChangeOrderStatusMutation, CreditOrderMutation } from './documents';
import { ORDER_STAGES, type OrderStage } from './list-params';

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** The order page the form was posted from, with what happened (or why not) in its address. */
function backToOrder(form: FormData, outcome: Record<string, string>): never {
  const locale = form.get('locale');
  const orderId = Number(text(form, 'orderId'));
  const query = new URLSearchParams(outcome).toString();
  const page = href(isLocale(locale) ? locale : DEFAULT_LOCALE, `/orders/${orderId}`);
  redirect(`${page}?${query}#${outcome.form ?? 'status'}`);
}

const orderIdOf = (form: FormData) => {
  const id = Number(text(form, 'orderId'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** Changes that cannot be undone ask once more before they are sent. */
const CONFIRMED_STAGES: readonly OrderStage[] = ['CANCELLED', 'CREDITED'];

/**
 * A change of status from the order page: the API judges it (allowed next stage, carrier and
 * tracking number to ship, a reason to credit all). Cancelling or crediting all first shows a
 * confirmation; a refusal goes back with its code beside the field, what was typed kept.
 */
export async function changeStatusAction(form: FormData): Promise<void> {
  const orderId = orderIdOf(form);
  const to = text(form, 'to') as OrderStage;
  const typed = {
    carrier: text(form, 'carrier'),
    trackingNumber: text(form, 'trackingNumber'),
    reason: text(form, 'reason'),
  };
  if (orderId === null || !ORDER_STAGES.includes(to))
    backToOrder(form, { form: 'status', problem: 'UNKNOWN' });
  if (CONFIRMED_STAGES.includes(to) && text(form, 'confirmed') !== 'yes') {
    backToOrder(form, { form: 'status', confirm: to, ...(typed.reason ? { reason: typed.reason } : {}) });
  }
  const result = await staffMutation(ChangeOrderStatusMutation, {
    orderId,
    to,
    carrier: typed.carrier || null,
    trackingNumber: typed.trackingNumber || null,
    reason: typed.reason || null,
  });
  const refusal = result.ok ? result.data.changeOrderStatus.refusal : (result.formError ?? 'UNKNOWN');
  if (refusal) {
    const kept = Object.fromEntries(Object.entries(typed).filter(([, value]) => value));
    backToOrder(form, { form: 'status', problem: refusal, to, ...kept });
  }
  backToOrder(form, { form: 'status', done: to });
}

/** A note on the order's timeline. */
export async function addNoteAction(form: FormData): Promise<void> {
  const orderId = orderIdOf(form);
  const body = text(form, 'body');
  if (orderId === null) backToOrder(form, { form: 'note', problem: 'UNKNOWN' });
  if (!body) backToOrder(form, { form: 'note', problem: 'NOTE_REQUIRED' });
  const result = await staffMutation(AddOrderNoteMutation, { orderId, body });
  const refusal = result.ok ? result.data.addOrderNote.refusal : (result.formError ?? 'UNKNOWN');
  if (refusal) backToOrder(form, { form: 'note', problem: refusal, body: body.slice(0, 4000) });
  backToOrder(form, { form: 'note', done: 'note' });
}

/** The units of each line the credit form asks for (`qty-{position}`), leaving out none. */
function creditLinesOf(form: FormData) {
  const lines: { position: number; quantity: number }[] = [];
  for (const [name, value] of form.entries()) {
    const position = /^qty-(\d{1,4})$/.exec(name)?.[1];
    const quantity = Number(value);
    if (position && typeof value === 'string' && value.trim() !== '' && quantity !== 0) {
      lines.push({ position: Number(position), quantity });
    }
  }
  return lines;
}

/**
 * A credit of some units of some lines with a reason: first a confirmation of what will be
 * credited, then the API writes the credit note. A refusal goes back with what was typed.
 */
export async function creditAction(form: FormData): Promise<void> {
  const orderId = orderIdOf(form);
  const reason = text(form, 'reason');
  const lines = creditLinesOf(form);
  const typed = Object.fromEntries(lines.map((line) => [`qty-${line.position}`, String(line.quantity)]));
  if (orderId === null) backToOrder(form, { form: 'credit', problem: 'UNKNOWN' });
  if (lines.some((line) => !Number.isSafeInteger(line.quantity) || line.quantity < 0)) {
    backToOrder(form, { form: 'credit', problem: 'QUANTITY_NOT_CREDITABLE', reason });
  }
  if (lines.length === 0) backToOrder(form, { form: 'credit', problem: 'NO_LINES', reason });
  if (!reason) backToOrder(form, { form: 'credit', problem: 'REASON_REQUIRED', ...typed });
  if (text(form, 'confirmed') !== 'yes')
    backToOrder(form, { form: 'credit', confirm: 'credit', reason, ...typed });
  const result = await staffMutation(CreditOrderMutation, { orderId, lines, reason });
  const refusal = result.ok ? result.data.creditOrder.refusal : (result.formError ?? 'UNKNOWN');
  if (refusal) backToOrder(form, { form: 'credit', problem: refusal, reason, ...typed });
  const number = result.ok ? result.data.creditOrder.creditNote?.number : null;
  backToOrder(form, { form: 'credit', done: 'credit', ...(number ? { creditNote: String(number) } : {}) });
}
