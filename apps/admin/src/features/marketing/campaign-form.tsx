'use client';

import { formStyles, SelectField, TextAreaField } from '@/ui/form';
import { saveCampaignAction } from './actions';
import {
  AliasField,
  ChoiceField,
  categoryOptions,
  DatesAndSave,
  DeskForm,
  type DeskFormProps,
  DiscountFields,
  type DiscountFormTexts,
  Group,
  HideTitleField,
  NameFields,
  type SharedFormTexts,
  useDeskForm,
} from './form-parts';
import { LANGUAGES } from './form-state';
import styles from './marketing.module.css';

export interface CampaignFormTexts extends SharedFormTexts, DiscountFormTexts {
  alias: string;
  aliasHint: string;
  descriptions: string;
  descriptionsHint: string;
  market: string;
  allMarkets: string;
  target: string;
  targetHint: string;
  category: string;
  brand: string;
  articleNumbers: string;
  articleNumbersHint: string;
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
}: DeskFormProps<CampaignFormTexts> & {
  /** The campaign changed; absent: a new one. */
  id?: number;
}) {
  const { action, pending, values, refusal } = useDeskForm(saveCampaignAction, initial, texts.problems);
  const { beside } = refusal;
  const area = `${formStyles.input} ${styles.textarea}`;
  return (
    <DeskForm
      action={action}
      locale={locale}
      changed={{ name: 'id', value: id }}
      refusal={refusal}
      problemAbove={texts.problemAbove}
    >
      {id ? null : <AliasField values={values} refusal={refusal} texts={texts} />}
      <NameFields values={values} refusal={refusal} texts={texts} />
      <Group
        id="descriptions"
        legend={texts.descriptions}
        hint={texts.descriptionsHint}
        className={styles.languages}
      >
        {LANGUAGES.map((code) => (
          <TextAreaField
            key={code}
            name={`description-${code}`}
            label={texts.languages[code]}
            lang={code}
            rows={3}
            maxLength={2000}
            defaultValue={values[`description-${code}`]}
            className={area}
          />
        ))}
      </Group>
      <HideTitleField values={values} label={texts.hideTitle} />
      <DiscountFields values={values} refusal={refusal} currencies={choices.currencies} texts={texts} />
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
        <ChoiceField
          name="categoryId"
          label={texts.category}
          none={texts.none}
          options={categoryOptions(choices)}
          values={values}
          problem={beside('categoryId')}
        />
        <ChoiceField
          name="brandId"
          label={texts.brand}
          none={texts.none}
          options={choices.brands}
          values={values}
          problem={beside('brandId')}
        />
        <TextAreaField
          name="articleNumbers"
          label={texts.articleNumbers}
          hint={texts.articleNumbersHint}
          rows={4}
          defaultValue={values.articleNumbers}
          className={area}
          problem={beside('articleNumbers')}
        />
      </Group>
      <DatesAndSave values={values} refusal={refusal} pending={pending} texts={texts} />
    </DeskForm>
  );
}
