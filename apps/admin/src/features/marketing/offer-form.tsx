'use client';

import { useActionState } from 'react';
import { Button, SelectField, TextField } from '@/ui/form';
import { Notice } from '@/ui/notice';
import type { Choices } from './documents';
import { Group, PROBLEM_FIELDS } from './form-parts';
import { EMPTY_FORM } from './form-state';
import styles from './marketing.module.css';
import { saveCartOfferAction } from './offer-actions';

const LANGUAGES = ['sv', 'da', 'en', 'fi', 'nb'] as const;
const KINDS = ['QUANTITY_PRICE', 'CART_DISCOUNT'] as const;

export interface OfferFormTexts {
  alias: string;
  aliasHint: string;
  names: string;
  namesHint: string;
  languages: Record<(typeof LANGUAGES)[number], string>;
  hideTitle: string;
  kind: string;
  kinds: Record<(typeof KINDS)[number], string>;
  quantity: string;
  quantityHint: string;
  category: string;
  none: string;
  buy: string;
  pay: string;
  discount: string;
  discountHint: string;
  percentage: string;
  minItems: string;
  dates: string;
  datesHint: string;
  startsAt: string;
  endsAt: string;
  save: string;
  problemAbove: string;
  problems: Record<string, string>;
}

/** A cart offer's form, new or to change; posted without JavaScript too, a refusal shown by its field. */
export function OfferForm({
  locale,
  id,
  initial,
  choices,
  texts,
}: {
  locale: string;
  id?: number;
  initial: Record<string, string>;
  choices: Choices;
  texts: OfferFormTexts;
}) {
  const [state, action, pending] = useActionState(saveCartOfferAction, EMPTY_FORM);
  const values = state.values ?? initial;
  const fields: Record<string, string> = { ...PROBLEM_FIELDS, BAD_QUANTITIES: 'quantities' };
  const field = state.problem ? (fields[state.problem] ?? null) : null;
  const problemText = state.problem
    ? (texts.problems[state.problem] ?? texts.problems.UNKNOWN ?? state.problem)
    : null;
  const beside = (name: string) => (field === name ? problemText : null);
  return (
    <form action={action} className={styles.form} noValidate>
      <input type="hidden" name="locale" value={locale} />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      {problemText ? <Notice tone="error">{field ? texts.problemAbove : problemText}</Notice> : null}
      {id ? null : (
        <TextField
          name="alias"
          label={texts.alias}
          hint={texts.aliasHint}
          defaultValue={values.alias}
          maxLength={100}
          required
          problem={beside('alias')}
        />
      )}
      <Group id="names" legend={texts.names} hint={texts.namesHint} className={styles.languages}>
        {LANGUAGES.map((code) => (
          <TextField
            key={code}
            name={`name-${code}`}
            label={texts.languages[code]}
            lang={code}
            defaultValue={values[`name-${code}`]}
            maxLength={200}
            required={code === 'sv'}
            problem={beside(`name-${code}`)}
          />
        ))}
      </Group>
      <label className={styles.choice}>
        <input type="checkbox" name="hideTitle" defaultChecked={values.hideTitle === 'on'} />
        {texts.hideTitle}
      </label>
      <Group id="kind" legend={texts.kind}>
        <div className={styles.choices}>
          {KINDS.map((kind) => (
            <label key={kind} className={styles.choice}>
              <input
                type="radio"
                name="kind"
                value={kind}
                defaultChecked={(values.kind ?? 'QUANTITY_PRICE') === kind}
              />
              {texts.kinds[kind]}
            </label>
          ))}
        </div>
      </Group>
      <Group
        id="quantities"
        legend={texts.quantity}
        hint={texts.quantityHint}
        problem={beside('quantities')}
        className={styles.amounts}
      >
        <SelectField
          name="categoryId"
          label={texts.category}
          defaultValue={values.categoryId ?? ''}
          problem={beside('categoryId') ?? beside('articleNumbers')}
        >
          <option value="">{texts.none}</option>
          {choices.categories.map((c) => (
            <option key={c.id} value={c.id}>
              {`${'\u2003'.repeat(c.depth)}${c.name}`}
            </option>
          ))}
        </SelectField>
        <TextField
          name="buyQuantity"
          label={texts.buy}
          inputMode="numeric"
          defaultValue={values.buyQuantity}
          maxLength={6}
        />
        <TextField
          name="payQuantity"
          label={texts.pay}
          inputMode="numeric"
          defaultValue={values.payQuantity}
          maxLength={6}
        />
      </Group>
      <Group id="discount" legend={texts.discount} hint={texts.discountHint} className={styles.amounts}>
        <TextField
          name="percentage"
          label={texts.percentage}
          inputMode="decimal"
          defaultValue={values.percentage}
          maxLength={10}
          problem={beside('percentage')}
        />
        <TextField
          name="minItems"
          label={texts.minItems}
          inputMode="numeric"
          defaultValue={values.minItems}
          maxLength={6}
        />
      </Group>
      <Group id="dates" legend={texts.dates} hint={texts.datesHint} className={styles.amounts}>
        <TextField
          name="startsAt"
          type="datetime-local"
          label={texts.startsAt}
          defaultValue={values.startsAt}
          required
          problem={beside('startsAt')}
        />
        <TextField
          name="endsAt"
          type="datetime-local"
          label={texts.endsAt}
          defaultValue={values.endsAt}
          problem={beside('endsAt')}
        />
      </Group>
      <div>
        <Button disabled={pending}>{texts.save}</Button>
      </div>
    </form>
  );
}
