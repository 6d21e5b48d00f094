'use client';

import { useActionState } from 'react';
import { Button, formStyles, SelectField, TextField } from '@/ui/form';
import { Notice } from '@/ui/notice';
import { saveCampaignAction } from './actions';
import type { Choices } from './documents';
import { FieldProblem, Group, KindChoice, PROBLEM_FIELDS } from './form-parts';
import { EMPTY_FORM } from './form-state';
import styles from './marketing.module.css';

const LANGUAGES = ['sv', 'da', 'en', 'fi', 'nb'] as const;

export interface CampaignFormTexts {
  alias: string;
  aliasHint: string;
  names: string;
  namesHint: string;
  descriptions: string;
  descriptionsHint: string;
  languages: Record<(typeof LANGUAGES)[number], string>;
  hideTitle: string;
  kind: string;
  kinds: Record<'PERCENTAGE' | 'FIXED_AMOUNT' | 'FREE_SHIPPING', string>;
  percentage: string;
  percentageHint: string;
  amounts: string;
  amountsHint: string;
  market: string;
  allMarkets: string;
  target: string;
  targetHint: string;
  category: string;
  brand: string;
  none: string;
  articleNumbers: string;
  articleNumbersHint: string;
  dates: string;
  datesHint: string;
  startsAt: string;
  endsAt: string;
  save: string;
  problemAbove: string;
  problems: Record<string, string>;
}

/**
 * A campaign's form, new or to change: names and descriptions in the five languages side by side,
 * what it gives, where and on what, and when. Posted without JavaScript too; a refusal comes back
 * beside its field with everything typed kept.
 */
export function CampaignForm({
  locale,
  id,
  initial,
  choices,
  texts,
}: {
  locale: string;
  /** The campaign changed; absent: a new one. */
  id?: number;
  initial: Record<string, string>;
  choices: Choices;
  texts: CampaignFormTexts;
}) {
  const [state, action, pending] = useActionState(saveCampaignAction, EMPTY_FORM);
  const values = state.values ?? initial;
  const field = state.problem ? (PROBLEM_FIELDS[state.problem] ?? null) : null;
  const problemText = state.problem
    ? `${texts.problems[state.problem] ?? texts.problems.UNKNOWN ?? state.problem}${state.detail ? ` ${state.detail}` : ''}`
    : null;
  const beside = (name: string) => (field === name ? problemText : null);
  return (
    <form action={action} className={styles.form} noValidate>
      <input type="hidden" name="locale" value={locale} />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      {problemText && !field ? <Notice tone="error">{problemText}</Notice> : null}
      {problemText && field ? <Notice tone="error">{texts.problemAbove}</Notice> : null}
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
      <Group
        id="descriptions"
        legend={texts.descriptions}
        hint={texts.descriptionsHint}
        className={styles.languages}
      >
        {LANGUAGES.map((code) => (
          <div key={code} className={formStyles.field}>
            <label className={formStyles.label} htmlFor={`description-${code}`}>
              {texts.languages[code]}
            </label>
            <textarea
              id={`description-${code}`}
              name={`description-${code}`}
              lang={code}
              rows={3}
              maxLength={2000}
              defaultValue={values[`description-${code}`]}
              className={`${formStyles.input} ${styles.textarea}`}
            />
          </div>
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
      <SelectField
        name="market"
        label={texts.market}
        defaultValue={values.market ?? ''}
        problem={beside('market')}
      >
        <option value="">{texts.allMarkets}</option>
        {choices.markets.map((m) => (
          <option key={m.alias} value={m.alias}>
            {m.name} ({m.alias.toUpperCase()}, {m.currency})
          </option>
        ))}
      </SelectField>
      <Group id="target" legend={texts.target} hint={texts.targetHint}>
        <SelectField
          name="categoryId"
          label={texts.category}
          defaultValue={values.categoryId ?? ''}
          problem={beside('categoryId')}
        >
          <option value="">{texts.none}</option>
          {choices.categories.map((c) => (
            <option key={c.id} value={c.id}>
              {`${'\u2003'.repeat(c.depth)}${c.name}`}
            </option>
          ))}
        </SelectField>
        <SelectField
          name="brandId"
          label={texts.brand}
          defaultValue={values.brandId ?? ''}
          problem={beside('brandId')}
        >
          <option value="">{texts.none}</option>
          {choices.brands.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </SelectField>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor="articleNumbers">
            {texts.articleNumbers}
          </label>
          <span id="articleNumbers-hint" className={formStyles.hint}>
            {texts.articleNumbersHint}
          </span>
          <textarea
            id="articleNumbers"
            name="articleNumbers"
            rows={4}
            defaultValue={values.articleNumbers}
            className={`${formStyles.input} ${styles.textarea}`}
            aria-invalid={beside('articleNumbers') ? true : undefined}
            aria-describedby={
              beside('articleNumbers') ? 'articleNumbers-hint articleNumbers-problem' : 'articleNumbers-hint'
            }
          />
          <FieldProblem id="articleNumbers" text={beside('articleNumbers')} />
        </div>
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
