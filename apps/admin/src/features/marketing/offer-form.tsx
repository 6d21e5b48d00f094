'use client';

import { TextField } from '@/ui/form';
import {
  AliasField,
  ChoiceField,
  categoryOptions,
  DatesAndSave,
  DeskForm,
  type DeskFormProps,
  Group,
  HideTitleField,
  KindChoice,
  NameFields,
  PercentageField,
  type SharedFormTexts,
  useDeskForm,
} from './form-parts';
import { PROBLEM_FIELDS } from './form-state';
import styles from './marketing.module.css';
import { saveCartOfferAction } from './offer-actions';

const KINDS = ['QUANTITY_PRICE', 'CART_DISCOUNT'] as const;
const FIELDS: Record<string, string> = { ...PROBLEM_FIELDS, BAD_QUANTITIES: 'quantities' };

export interface OfferFormTexts extends SharedFormTexts {
  alias: string;
  aliasHint: string;
  kinds: Record<(typeof KINDS)[number], string>;
  quantity: string;
  quantityHint: string;
  category: string;
  buy: string;
  pay: string;
  discount: string;
  discountHint: string;
  percentage: string;
  minItems: string;
}

/** A cart offer's form, new or to change; posted without JavaScript too, a refusal shown by its field. */
export function OfferForm({
  locale,
  id,
  initial,
  choices,
  texts,
}: DeskFormProps<OfferFormTexts> & { id?: number }) {
  const { action, pending, values, refusal } = useDeskForm(
    saveCartOfferAction,
    initial,
    texts.problems,
    FIELDS,
  );
  const { beside } = refusal;
  /** A number of items, whole. */
  const count = (name: string, label: string) => (
    <TextField name={name} label={label} inputMode="numeric" defaultValue={values[name]} maxLength={6} />
  );
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
      <HideTitleField values={values} label={texts.hideTitle} />
      <KindChoice
        kinds={KINDS}
        value={values.kind ?? 'QUANTITY_PRICE'}
        legend={texts.kind}
        labels={texts.kinds}
      />
      <Group
        id="quantities"
        legend={texts.quantity}
        hint={texts.quantityHint}
        problem={beside('quantities')}
        className={styles.amounts}
      >
        <ChoiceField
          name="categoryId"
          label={texts.category}
          none={texts.none}
          options={categoryOptions(choices)}
          values={values}
          problem={beside('categoryId') ?? beside('articleNumbers')}
        />
        {count('buyQuantity', texts.buy)}
        {count('payQuantity', texts.pay)}
      </Group>
      <Group id="discount" legend={texts.discount} hint={texts.discountHint} className={styles.amounts}>
        <PercentageField label={texts.percentage} values={values} refusal={refusal} />
        {count('minItems', texts.minItems)}
      </Group>
      <DatesAndSave values={values} refusal={refusal} pending={pending} texts={texts} />
    </DeskForm>
  );
}
