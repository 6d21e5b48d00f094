'use client';

import { type FormEvent, type ReactNode, useActionState, useEffect, useId, useState } from 'react';
import styles from './contact.module.css';
import { type ContactFormState, sendContactForm } from './contact-actions';
import {
  type ContactFieldName,
  type ContactKind,
  type ContactLimits,
  type ContactProblem,
  type ContactProblems,
  DELIVERY_OPTIONS,
  emptyValues,
  imageOf,
  PART_ROWS_WITHOUT_SCRIPT,
  quickProblems,
  readContactForm,
  type SERVICE_TYPES,
} from './contact-form-state';
import { PartsRows, type PartsRowsTexts } from './parts-rows';

export interface ContactFormTexts {
  requiredNote: string;
  labels: Record<Exclude<ContactFieldName, 'parts'> | 'rentalPeriod' | 'productLink', string>;
  hints: { image: string; imageAgain: string; odometer: string; serialNumber: string; date: string };
  chooseOne: string;
  serviceTypes: Record<(typeof SERVICE_TYPES)[number], string>;
  deliveryOptions: Record<(typeof DELIVERY_OPTIONS)[number], string>;
  parts: PartsRowsTexts;
  submit: string;
  sending: string;
  sent: string;
  invalid: string;
  failed: string;
  problems: Record<ContactProblem, string>;
}

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
  const [rentalFrom, setRentalFrom] = useState<string | undefined>();
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

  const errorId = (field: ContactFieldName) => `${id}-${field}-error`;
  const message = (field: ContactFieldName) => {
    const problem = problems[field];
    if (!problem) return null;
    return (
      <p id={errorId(field)} className={styles.error}>
        {texts.problems[problem]}
      </p>
    );
  };
  const invalid = (field: ContactFieldName, hint?: string) => {
    const described = [problems[field] ? errorId(field) : null, hint].filter(Boolean).join(' ');
    return {
      ...(problems[field] ? { 'aria-invalid': true as const } : {}),
      ...(described ? { 'aria-describedby': described } : {}),
    };
  };
  const field = (
    name: Exclude<ContactFieldName, 'parts' | 'image' | 'serviceType' | 'deliveryOption'>,
    control: { required?: boolean; type?: string; autoComplete?: string; maxLength?: number; hint?: string },
    extra: Record<string, unknown> = {},
  ): ReactNode => {
    const hintId = control.hint ? `${id}-${name}-hint` : undefined;
    return (
      <div className={styles.field}>
        <label htmlFor={`${id}-${name}`}>
          {texts.labels[name]}
          {control.required && <span aria-hidden="true"> *</span>}
        </label>
        {name === 'message' ? (
          <textarea
            className="text-input"
            id={`${id}-${name}`}
            name={name}
            rows={5}
            defaultValue={values[name]}
            maxLength={control.maxLength}
            required={control.required}
            {...invalid(name, hintId)}
          />
        ) : (
          <input
            className="text-input"
            id={`${id}-${name}`}
            name={name}
            type={control.type ?? 'text'}
            autoComplete={control.autoComplete}
            defaultValue={values[name]}
            maxLength={control.maxLength}
            required={control.required}
            {...extra}
            {...invalid(name, hintId)}
          />
        )}
        {control.hint && (
          <p id={hintId} className={styles.hint}>
            {control.hint}
          </p>
        )}
        {message(name)}
      </div>
    );
  };
  const choice = (name: 'serviceType', options: Record<string, string>) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`}>
        {texts.labels[name]}
        <span aria-hidden="true"> *</span>
      </label>
      <select
        className="text-input"
        id={`${id}-${name}`}
        name={name}
        defaultValue={values[name]}
        required
        {...invalid(name)}
      >
        <option value="">{texts.chooseOne}</option>
        {Object.entries(options).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      {message(name)}
    </div>
  );
  const machine = (
    <>
      {field('serialNumber', { maxLength: limits.serialNumberMax, hint: texts.hints.serialNumber })}
      <div className={styles.pair}>
        {field('make', { maxLength: limits.makeMax })}
        {field('model', { maxLength: limits.modelMax })}
      </div>
    </>
  );

  return (
    <form action={action} onSubmit={check} noValidate className={styles.form} encType="multipart/form-data">
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="productAlias" value={values.productAlias} />
      <p className={styles.hint}>{texts.requiredNote}</p>
      <div className={styles.pair}>
        {field('fullName', { required: true, autoComplete: 'name', maxLength: limits.fullNameMax })}
        {field('company', { autoComplete: 'organization', maxLength: limits.companyMax })}
      </div>
      <div className={styles.pair}>
        {field('email', { required: true, type: 'email', autoComplete: 'email', maxLength: limits.emailMax })}
        {field('phone', { required: true, type: 'tel', autoComplete: 'tel', maxLength: limits.phoneMax })}
      </div>
      {field('product', { maxLength: limits.productMax })}
      {product && values.productAlias === product.alias && (
        <p className={styles.productLink}>
          {texts.labels.productLink}: <a href={product.href}>{product.name}</a>
        </p>
      )}
      {kind === 'service' && (
        <>
          {choice('serviceType', texts.serviceTypes)}
          {machine}
          {field(
            'odometer',
            { hint: texts.hints.odometer },
            { type: 'number', inputMode: 'numeric', min: 0, max: limits.odometerMax },
          )}
          {field('preferredDate', { type: 'date', hint: texts.hints.date }, { min: today })}
        </>
      )}
      {kind === 'parts' && (
        <>
          <PartsRows
            initial={values.parts}
            rowsWithoutScript={PART_ROWS_WITHOUT_SCRIPT}
            maxRows={limits.partRowsMax}
            limits={limits}
            texts={texts.parts}
            invalid={invalid('parts')}
          />
          {message('parts')}
          <fieldset className={styles.choices} {...invalid('deliveryOption')}>
            <legend>
              {texts.labels.deliveryOption}
              <span aria-hidden="true"> *</span>
            </legend>
            {DELIVERY_OPTIONS.map((option) => (
              <label key={option} className={styles.option}>
                <input
                  type="radio"
                  name="deliveryOption"
                  value={option}
                  required
                  defaultChecked={values.deliveryOption === option}
                />
                {texts.deliveryOptions[option]}
              </label>
            ))}
            {message('deliveryOption')}
          </fieldset>
          {machine}
        </>
      )}
      {kind === 'rental' && (
        <>
          {field('rentalObject', { required: true, maxLength: limits.rentalObjectMax })}
          <fieldset className={styles.range} aria-describedby={`${id}-range-hint`}>
            <legend>{texts.labels.rentalPeriod}</legend>
            <p id={`${id}-range-hint`} className={styles.hint}>
              {texts.hints.date}
            </p>
            <div className={styles.pair}>
              {field(
                'rentalFrom',
                { required: true, type: 'date' },
                {
                  min: today,
                  onChange: (event: { target: HTMLInputElement }) => setRentalFrom(event.target.value),
                },
              )}
              {field('rentalTo', { required: true, type: 'date' }, { min: rentalFrom || today })}
            </div>
          </fieldset>
        </>
      )}
      {field('message', { required: kind === 'sales', maxLength: limits.messageMax })}
      <div className={styles.field}>
        <label htmlFor={`${id}-image`}>{texts.labels.image}</label>
        <input
          className="text-input"
          id={`${id}-image`}
          name="image"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic,.heic"
          {...invalid('image', `${id}-image-hint`)}
        />
        <p id={`${id}-image-hint`} className={styles.hint}>
          {texts.hints.image}
          {state.status !== 'idle' && state.status !== 'sent' && ` ${texts.hints.imageAgain}`}
        </p>
        {message('image')}
      </div>
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
