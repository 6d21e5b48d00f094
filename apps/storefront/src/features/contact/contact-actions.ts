'use server';

import { mutateResult } from '@/lib/graphql/server';
import {
  CONTACT_API_PROBLEMS,
  CONTACT_KINDS,
  type ContactKind,
  type ContactProblems,
  type ContactValues,
  contactInput,
  emptyValues,
  imageOf,
  readContactForm,
} from './contact-form-state';
import { SendContactFormMutation } from './queries';

export interface ContactFormState {
  status: 'idle' | 'invalid' | 'failed' | 'sent';
  problems: ContactProblems;
  /** What was sent, shown again when it was refused (also where the browser runs no script). */
  values: ContactValues;
}

const isKind = (value: unknown): value is ContactKind =>
  (CONTACT_KINDS as readonly unknown[]).includes(value);

/**
 * Sends a contact form to the commerce API, with its image as a file part of a multipart request.
 * The kind comes from the form's hidden `kind` field (ADR 14). The API judges every field and the
 * image; nothing is kept or mailed unless all is well.
 */
export async function sendContactForm(
  _previous: ContactFormState,
  form: FormData,
): Promise<ContactFormState> {
  const values = readContactForm(form);
  const kind = form.get('kind');
  if (!isKind(kind)) return { status: 'failed', problems: {}, values };
  const image = imageOf(form);
  const result = await mutateResult(
    SendContactFormMutation,
    { form: contactInput(kind, values), image },
    CONTACT_API_PROBLEMS,
  );
  if (!result.ok) {
    return { status: result.formError === null ? 'invalid' : 'failed', problems: result.fieldErrors, values };
  }
  // A new, empty form, still about the product it was opened from.
  const product = values.productAlias ? { name: values.product, alias: values.productAlias } : null;
  return { status: 'sent', problems: {}, values: emptyValues(product) };
}
