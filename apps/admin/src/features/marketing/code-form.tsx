'use client';

import { useActionState } from 'react';
import { Button, SelectField, TextField } from '@/ui/form';
import { Notice } from '@/ui/notice';
import { savePromoCodeAction } from './actions';
import type { Choices } from './documents';
import { Group, KindChoice, PROBLEM_FIELDS } from './form-parts';
import { EMPTY_FORM } from './form-state';
import styles from './marketing.module.css';

const LANGUAGES = ['sv', 'da', 'en', 'fi', 'nb'] as const;

export interface CodeFormTexts {
  code: string;
  codeHint: string;
  names: string;
  namesHint: string;
  languages: Record<(typeof LANGUAGES)[number], string>;
  hideTitle: string;
  kind: string;
  kinds: Record<'PERCENTAGE' | 'FIXED_AMOUNT' | 'FREE_SHIPPING', string>;
  percentage: string;
  percentageHint: string;
  amounts: string;
  amountsHint: string;
  requirements: string;
  requirementsHint: string;
  minimumOrder: string;
  requiredBrand: string;
  none: string;
  limits: string;
  limitsHint: string;
  maxUses: string;
  maxUsesPerCustomer: string;
  dates: string;
  datesHint: string;
  startsAt: string;
  endsAt: string;
  save: string;
  problemAbove: string;
  problems: Record<string, string>;
}

/**
 * A promo code's form, new or to change: its name per language, what it gives, what a cart must
 * hold for it, its limits of uses and its dates. Posted without JavaScript too; a refusal comes
 * back beside its field with everything typed kept.
 */
export function CodeForm({
  locale,
  existing,
  initial,
  choices,
  texts,
}: {
  locale: string;
  /** The code changed; absent: a new one. */
  existing?: string;
  initial: Record<string, string>;
  choices: Choices;
  texts: CodeFormTexts;
}) {
  const [state, action, pending] = useActionState(savePromoCodeAction, EMPTY_FORM);
  const values = state.values ?? initial;
  const field = state.problem ? (PROBLEM_FIELDS[state.problem] ?? null) : null;
  const problemText = state.problem
    ? (texts.problems[state.problem] ?? texts.problems.UNKNOWN ?? state.problem)
    : null;
  const beside = (name: string) => (field === name ? problemText : null);
  return (
    <form action={action} className={styles.form} noValidate>
      <input type="hidden" name="locale" value={locale} />
      {existing ? <input type="hidden" name="existing" value={existing} /> : null}
      {problemText ? <Notice tone="error">{field ? texts.problemAbove : problemText}</Notice> : null}
      {existing ? null : (
        <TextField
          name="code"
          label={texts.code}
          hint={texts.codeHint}
          defaultValue={values.code}
          maxLength={40}
          autoCapitalize="characters"
          required
          problem={beside('code')}
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
        <KindChoice value={values.kind ?? 'PERCENTAGE'} labels={texts.kinds} />
      </Group>
      <TextField
        name="percentage"
        label={texts.percentage}
        hint={texts.percentageHint}
        inputMode="decimal"
        defaultValue={values.percentage}
        maxLength={10}
        problem={beside('percentage')}
      />
      <Group
        id="amounts"
        legend={texts.amounts}
        hint={texts.amountsHint}
        problem={beside('amounts')}
        className={styles.amounts}
      >
        {choices.currencies.map((currency) => (
          <TextField
            key={currency}
            name={`amount-${currency}`}
            label={currency}
            inputMode="decimal"
            defaultValue={values[`amount-${currency}`]}
            maxLength={20}
          />
        ))}
      </Group>
      <Group
        id="requirements"
        legend={texts.requirements}
        hint={texts.requirementsHint}
        className={styles.amounts}
      >
        {choices.currencies.map((currency) => (
          <TextField
            key={currency}
            name={`minimum-${currency}`}
            label={`${texts.minimumOrder} ${currency}`}
            inputMode="decimal"
            defaultValue={values[`minimum-${currency}`]}
            maxLength={20}
          />
        ))}
        <SelectField
          name="requiredBrandId"
          label={texts.requiredBrand}
          defaultValue={values.requiredBrandId ?? ''}
          problem={beside('requiredBrandId')}
        >
          <option value="">{texts.none}</option>
          {choices.brands.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </SelectField>
      </Group>
      <Group id="limits" legend={texts.limits} hint={texts.limitsHint} className={styles.amounts}>
        <TextField
          name="maxUses"
          label={texts.maxUses}
          inputMode="numeric"
          defaultValue={values.maxUses}
          maxLength={9}
          problem={beside('maxUses')}
        />
        <TextField
          name="maxUsesPerCustomer"
          label={texts.maxUsesPerCustomer}
          inputMode="numeric"
          defaultValue={values.maxUsesPerCustomer}
          maxLength={9}
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
