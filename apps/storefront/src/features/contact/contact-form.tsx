'use client';

import { type FormEvent, useActionState, useEffect, useId, useState } from 'react';
import styles from './contact.module.css';
import { type ContactFormState, sendContactForm } from './contact-actions';
import { ContactField, type ContactFormTexts, type FieldScope } from './contact-fields';
import {
  type ContactFieldName,
  type ContactKind,
  type ContactLimits,
  type ContactProblems,
  emptyValues,
  imageOf,
  quickProblems,
  readContactForm,
} from './contact-form-state';
import { ImageField, PartsFields, RentalFields, ServiceFields } from './contact-kind-fields';

/** The product the form was opened from: its name, alias and its page's address. */
export interface ContactProduct {
  name: string;
  alias: string;
  href: string;
}

/** The fields in the order they are checked and focused. */
const ORDER: ContactFieldName[] = [
  'fullName',
  'company',
  'email',
  'phone',
  'product',
  'serviceType',
  'rentalObject',
  'rentalFrom',
  'rentalTo',
  'parts',
  'deliveryOption',
  'serialNumber',
  'make',
  'model',
  'odometer',
  'preferredDate',
  'message',
  'image',
];

/** Today in the browser, YYYY-MM-DD: the earliest date a date field offers. */
const localToday = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/**
 * A contact form of one kind (sales, service, parts or rental). It works without JavaScript: the
 * server answers with the page, the form's state and the values sent; with it, the browser checks the
 * needed fields and the image's size first, adds rows of parts and keeps the rental's dates in order.
 */
export function ContactForm({
  kind,
  product,
  limits,
  texts,
}: {
  kind: ContactKind;
  product: ContactProduct | null;
  limits: ContactLimits;
  texts: ContactFormTexts;
}) {
  const initial: ContactFormState = { status: 'idle', problems: {}, values: emptyValues(product) };
  const [state, action, pending] = useActionState(sendContactForm, initial);
  const [checked, setChecked] = useState<ContactProblems | null>(null);
  const [today, setToday] = useState<string | undefined>();
  useEffect(() => setToday(localToday()), []);
  const problems = checked ?? state.problems;
  const { values } = state;
  const id = useId();

  function check(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const found = quickProblems(kind, readContactForm(form), imageOf(form), limits);
    const first = ORDER.find((field) => found[field]);
    setChecked(first ? found : null);
    if (!first) return;
    event.preventDefault();
    const target = first === 'parts' ? '[name="partArticle"]' : `[name="${first}"]`;
    event.currentTarget.querySelector<HTMLElement>(target)?.focus();
  }

  const scope: FieldScope = { id, texts, values, problems };

  return (
    <form action={action} onSubmit={check} noValidate className={styles.form} encType="multipart/form-data">
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="productAlias" value={values.productAlias} />
      <p className={styles.hint}>{texts.requiredNote}</p>
      <div className={styles.pair}>
        <ContactField
          scope={scope}
          name="fullName"
          required
          autoComplete="name"
          maxLength={limits.fullNameMax}
        />
        <ContactField
          scope={scope}
          name="company"
          autoComplete="organization"
          maxLength={limits.companyMax}
        />
      </div>
      <div className={styles.pair}>
        <ContactField
          scope={scope}
          name="email"
          required
          type="email"
          autoComplete="email"
          maxLength={limits.emailMax}
        />
        <ContactField
          scope={scope}
          name="phone"
          required
          type="tel"
          autoComplete="tel"
          maxLength={limits.phoneMax}
        />
      </div>
      <ContactField scope={scope} name="product" maxLength={limits.productMax} />
      {product && values.productAlias === product.alias && (
        <p className={styles.productLink}>
          {texts.labels.productLink}: <a href={product.href}>{product.name}</a>
        </p>
      )}
      {kind === 'service' && <ServiceFields scope={scope} limits={limits} today={today} />}
      {kind === 'parts' && <PartsFields scope={scope} limits={limits} />}
      {kind === 'rental' && <RentalFields scope={scope} limits={limits} today={today} />}
      <ContactField scope={scope} name="message" required={kind === 'sales'} maxLength={limits.messageMax} />
      <ImageField scope={scope} sentBefore={state.status !== 'idle' && state.status !== 'sent'} />
      <button type="submit" className={`button-primary ${styles.submit}`} disabled={pending}>
        {pending ? texts.sending : texts.submit}
      </button>
      <p role="status" className={state.status === 'sent' ? styles.sent : styles.formError}>
        {state.status === 'sent' && texts.sent}
        {state.status === 'invalid' && texts.invalid}
        {state.status === 'failed' && texts.failed}
      </p>
    </form>
  );
}
