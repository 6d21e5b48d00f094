import { type ReactNode, useActionState } from 'react';
import { Button, formStyles, SelectField, TextField } from '@/ui/form';
import { Notice } from '@/ui/notice';
import type { Choices } from './documents';
import {
  type DeskFormState,
  DISCOUNT_KINDS,
  EMPTY_FORM,
  LANGUAGES,
  PROBLEM_FIELDS,
  type Refusal,
  refusalOf,
} from './form-state';
import styles from './marketing.module.css';

/** The texts every campaign, code and offer form shows: names per language, the dates, the button. */
export interface SharedFormTexts {
  names: string;
  namesHint: string;
  languages: Record<(typeof LANGUAGES)[number], string>;
  hideTitle: string;
  kind: string;
  none: string;
  dates: string;
  datesHint: string;
  startsAt: string;
  endsAt: string;
  save: string;
  problemAbove: string;
  problems: Record<string, string>;
}

/** The texts of what a campaign or a code gives: its kind, and the percentage or amounts off. */
export interface DiscountFormTexts {
  kinds: Record<(typeof DISCOUNT_KINDS)[number], string>;
  percentage: string;
  percentageHint: string;
  amounts: string;
  amountsHint: string;
}

/** What each desk form is given: its language, what it shows before any post, the choices and its texts. */
export interface DeskFormProps<Texts> {
  locale: string;
  initial: Record<string, string>;
  choices: Choices;
  texts: Texts;
}

/** A desk form's post and its answer: what to show typed (the answer's, else `initial`) and the refusal. */
export function useDeskForm(
  save: (state: DeskFormState, form: FormData) => Promise<DeskFormState>,
  initial: Record<string, string>,
  problems: Record<string, string>,
  fields: Record<string, string> = PROBLEM_FIELDS,
) {
  const [state, action, pending] = useActionState(save, EMPTY_FORM);
  return { action, pending, values: state.values ?? initial, refusal: refusalOf(state, problems, fields) };
}

/**
 * A desk form, posted without JavaScript too: its hidden fields (its language, and what it changes:
 * absent for a new one) and its refusal above it, said there when no field takes it, else a
 * pointer to the field.
 */
export function DeskForm({
  action,
  locale,
  changed,
  refusal,
  problemAbove,
  children,
}: {
  action: (form: FormData) => void;
  locale: string;
  changed: { name: string; value: string | number | undefined };
  refusal: Refusal;
  problemAbove: string;
  children: ReactNode;
}) {
  return (
    <form action={action} className={styles.form} noValidate>
      <input type="hidden" name="locale" value={locale} />
      {changed.value ? <input type="hidden" name={changed.name} value={changed.value} /> : null}
      {refusal.text ? <Notice tone="error">{refusal.field ? problemAbove : refusal.text}</Notice> : null}
      {children}
    </form>
  );
}

/** A new campaign's or offer's alias, given once. */
export function AliasField({
  values,
  refusal,
  texts,
}: {
  values: Record<string, string>;
  refusal: Refusal;
  texts: { alias: string; aliasHint: string };
}) {
  return (
    <TextField
      name="alias"
      label={texts.alias}
      hint={texts.aliasHint}
      defaultValue={values.alias}
      maxLength={100}
      required
      problem={refusal.beside('alias')}
    />
  );
}

/** A field's problem text, tied to its input by id for screen readers. */
export function FieldProblem({ id, text }: { id: string; text: string | null }) {
  return text ? (
    <span id={`${id}-problem`} className={formStyles.problem}>
      {text}
    </span>
  ) : null;
}

/** A group of fields with its legend, hint and problem (texts per language, amounts per currency). */
export function Group({
  id,
  legend,
  hint,
  problem,
  className,
  children,
}: {
  id: string;
  legend: string;
  hint?: string;
  problem?: string | null;
  className?: string;
  children: ReactNode;
}) {
  const described = [hint ? `${id}-hint` : null, problem ? `${id}-problem` : null].filter(Boolean).join(' ');
  return (
    <fieldset className={styles.fieldset} aria-describedby={described || undefined}>
      <legend>{legend}</legend>
      {hint ? (
        <span id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </span>
      ) : null}
      <FieldProblem id={id} text={problem ?? null} />
      <div className={className}>{children}</div>
    </fieldset>
  );
}

/** The name in each language side by side (`name-sv`, ...), Swedish required. */
export function NameFields({
  values,
  refusal,
  texts,
}: {
  values: Record<string, string>;
  refusal: Refusal;
  texts: SharedFormTexts;
}) {
  return (
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
          problem={refusal.beside(`name-${code}`)}
        />
      ))}
    </Group>
  );
}

/** Whether the name is left off cards and cart lines. */
export function HideTitleField({ values, label }: { values: Record<string, string>; label: string }) {
  return (
    <label className={styles.choice}>
      <input type="checkbox" name="hideTitle" defaultChecked={values.hideTitle === 'on'} />
      {label}
    </label>
  );
}

/** The kinds as radio buttons (`kind`), under the kind's legend. */
export function KindChoice<Kind extends string>({
  kinds,
  value,
  legend,
  labels,
}: {
  kinds: readonly Kind[];
  value: string;
  legend: string;
  labels: Record<Kind, string>;
}) {
  return (
    <Group id="kind" legend={legend}>
      <div className={styles.choices}>
        {kinds.map((kind) => (
          <label key={kind} className={styles.choice}>
            <input type="radio" name="kind" value={kind} defaultChecked={value === kind} />
            {labels[kind]}
          </label>
        ))}
      </div>
    </Group>
  );
}

/** What a campaign or code gives: its kind, the percentage off, or the amount off per currency. */
export function DiscountFields({
  values,
  refusal,
  currencies,
  texts,
}: {
  values: Record<string, string>;
  refusal: Refusal;
  currencies: readonly string[];
  texts: SharedFormTexts & DiscountFormTexts;
}) {
  return (
    <>
      <KindChoice
        kinds={DISCOUNT_KINDS}
        value={values.kind ?? 'PERCENTAGE'}
        legend={texts.kind}
        labels={texts.kinds}
      />
      <PercentageField
        label={texts.percentage}
        hint={texts.percentageHint}
        values={values}
        refusal={refusal}
      />
      <Group
        id="amounts"
        legend={texts.amounts}
        hint={texts.amountsHint}
        problem={refusal.beside('amounts')}
        className={styles.amounts}
      >
        <CurrencyFields prefix="amount-" currencies={currencies} values={values} />
      </Group>
    </>
  );
}

/** An amount per currency (`{prefix}SEK`, ...), each labelled by `label`. */
export function CurrencyFields({
  prefix,
  currencies,
  values,
  label = (currency) => currency,
}: {
  prefix: string;
  currencies: readonly string[];
  values: Record<string, string>;
  label?: (currency: string) => string;
}) {
  return currencies.map((currency) => (
    <TextField
      key={currency}
      name={`${prefix}${currency}`}
      label={label(currency)}
      inputMode="decimal"
      defaultValue={values[`${prefix}${currency}`]}
      maxLength={20}
    />
  ));
}

/** The percentage a discount takes off. */
export function PercentageField({
  label,
  hint,
  values,
  refusal,
}: {
  label: string;
  hint?: string;
  values: Record<string, string>;
  refusal: Refusal;
}) {
  return (
    <TextField
      name="percentage"
      label={label}
      hint={hint}
      inputMode="decimal"
      defaultValue={values.percentage}
      maxLength={10}
      problem={refusal.beside('percentage')}
    />
  );
}

/** The categories as choices, each indented below its parent. */
export const categoryOptions = (choices: Choices) =>
  choices.categories.map((c) => ({ id: c.id, name: `${'\u2003'.repeat(c.depth)}${c.name}` }));

/** One of `options` to choose (a category, a brand), or none. */
export function ChoiceField({
  name,
  label,
  none,
  options,
  values,
  problem,
}: {
  name: string;
  label: string;
  none: string;
  options: readonly { id: number; name: string }[];
  values: Record<string, string>;
  problem: string | null;
}) {
  return (
    <SelectField name={name} label={label} defaultValue={values[name] ?? ''} problem={problem}>
      <option value="">{none}</option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </SelectField>
  );
}

/** When it starts (required) and ends (empty: until ended), in Stockholm; then the form's button. */
export function DatesAndSave({
  values,
  refusal,
  pending,
  texts,
}: {
  values: Record<string, string>;
  refusal: Refusal;
  pending: boolean;
  texts: SharedFormTexts;
}) {
  return (
    <>
      <Group id="dates" legend={texts.dates} hint={texts.datesHint} className={styles.amounts}>
        <TextField
          name="startsAt"
          type="datetime-local"
          label={texts.startsAt}
          defaultValue={values.startsAt}
          required
          problem={refusal.beside('startsAt')}
        />
        <TextField
          name="endsAt"
          type="datetime-local"
          label={texts.endsAt}
          defaultValue={values.endsAt}
          problem={refusal.beside('endsAt')}
        />
      </Group>
      <div>
        <Button disabled={pending}>{texts.save}</Button>
      </div>
    </>
  );
}
