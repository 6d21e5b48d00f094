'use client';

import { TextField } from '@/ui/form';
import { savePromoCodeAction } from './actions';
import {
  ChoiceField,
  CurrencyFields,
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
import styles from './marketing.module.css';

export interface CodeFormTexts extends SharedFormTexts, DiscountFormTexts {
  code: string;
  codeHint: string;
  requirements: string;
  requirementsHint: string;
  minimumOrder: string;
  requiredBrand: string;
  limits: string;
  limitsHint: string;
  maxUses: string;
  maxUsesPerCustomer: string;
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
}: DeskFormProps<CodeFormTexts> & {
  /** The code changed; absent: a new one. */
  existing?: string;
}) {
  const { action, pending, values, refusal } = useDeskForm(savePromoCodeAction, initial, texts.problems);
  const { beside } = refusal;
  /** A limit of uses, whole. */
  const limit = (name: string, label: string) => (
    <TextField
      name={name}
      label={label}
      inputMode="numeric"
      defaultValue={values[name]}
      maxLength={9}
      problem={beside(name)}
    />
  );
  return (
    <DeskForm
      action={action}
      locale={locale}
      changed={{ name: 'existing', value: existing }}
      refusal={refusal}
      problemAbove={texts.problemAbove}
    >
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
      <NameFields values={values} refusal={refusal} texts={texts} />
      <HideTitleField values={values} label={texts.hideTitle} />
      <DiscountFields values={values} refusal={refusal} currencies={choices.currencies} texts={texts} />
      <Group
        id="requirements"
        legend={texts.requirements}
        hint={texts.requirementsHint}
        className={styles.amounts}
      >
        <CurrencyFields
          prefix="minimum-"
          currencies={choices.currencies}
          values={values}
          label={(currency) => `${texts.minimumOrder} ${currency}`}
        />
        <ChoiceField
          name="requiredBrandId"
          label={texts.requiredBrand}
          none={texts.none}
          options={choices.brands}
          values={values}
          problem={beside('requiredBrandId')}
        />
      </Group>
      <Group id="limits" legend={texts.limits} hint={texts.limitsHint} className={styles.amounts}>
        {limit('maxUses', texts.maxUses)}
        {limit('maxUsesPerCustomer', texts.maxUsesPerCustomer)}
      </Group>
      <DatesAndSave values={values} refusal={refusal} pending={pending} texts={texts} />
    </DeskForm>
  );
}
