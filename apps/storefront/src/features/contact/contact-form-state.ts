import type { EnumValues, ResultOf } from '@/lib/graphql/graphql';
import { type ProblemFields, problemTable, upperSnake } from '@/lib/graphql/mutation-result';
import type { ContactLimitsQuery } from './queries';

export const CONTACT_KINDS = ['sales', 'service', 'parts', 'rental'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

export const SERVICE_TYPES = ['maintenance', 'repair', 'warranty', 'inspection', 'other'] as const;
export const DELIVERY_OPTIONS = ['pickup', 'shipping'] as const;

/** Rows of parts a form has where the browser runs no script; with scripts rows are added and removed. */
export const PART_ROWS_WITHOUT_SCRIPT = 3;

/** What the API's contactFormLimits answers. */
export type ContactLimits = ResultOf<typeof ContactLimitsQuery>['contactFormLimits'];

const TEXT_FIELDS = [
  'fullName',
  'company',
  'email',
  'phone',
  'message',
  'product',
  'productAlias',
  'serialNumber',
  'make',
  'model',
  'odometer',
  'deliveryOption',
  'serviceType',
  'rentalObject',
  'preferredDate',
  'rentalFrom',
  'rentalTo',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

export interface PartRow {
  articleNumber: string;
  quantity: string;
}

/** The form's values as typed, shown again when the API refuses them. */
export type ContactValues = Record<TextField, string> & { parts: PartRow[] };

export type ContactFieldName = Exclude<TextField, 'productAlias'> | 'parts' | 'image';

export type ContactProblem =
  | 'required'
  | 'tooLong'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'odometerInvalid'
  | 'partsRequired'
  | 'partsInvalid'
  | 'choiceRequired'
  | 'dateInvalid'
  | 'rentalToInvalid'
  | 'imageTooLarge'
  | 'imageType'
  | 'productInvalid';

export type ContactProblems = Partial<Record<ContactFieldName, ContactProblem>>;

export const emptyValues = (product: { name: string; alias: string } | null = null): ContactValues => ({
  ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<TextField, string>),
  product: product?.name ?? '',
  productAlias: product?.alias ?? '',
  parts: [],
});

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** Reads the posted form: every text as typed, the rows of parts in order (`partArticle`, `partQuantity`). */
export function readContactForm(form: FormData): ContactValues {
  const articles = form.getAll('partArticle');
  const quantities = form.getAll('partQuantity');
  const parts = articles.map((article, i) => ({
    articleNumber: typeof article === 'string' ? article : '',
    quantity: typeof quantities[i] === 'string' ? (quantities[i] as string) : '',
  }));
  return {
    ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, text(form, field)])) as Record<
      TextField,
      string
    >),
    parts,
  };
}

/** The image posted, or null when none was chosen (a form sends an empty file then). */
export function imageOf(form: FormData): File | null {
  const image = form.get('image');
  return image instanceof File && image.size > 0 ? image : null;
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value);
/** A whole number as typed; blank is none. */
const wholeNumber = (value: string): number | null => {
  if (value.trim() === '') return null;
  const number = Number(value.trim());
  // Not a whole number in range: -1 is one the API refuses, as it should.
  return Number.isSafeInteger(number) ? number : -1;
};
const upper = <T extends string>(value: string, allowed: readonly T[]) =>
  (allowed as readonly string[]).includes(value) ? (value.toUpperCase() as Uppercase<T>) : null;

/** The form as the API's ContactFormInput: the API judges every field. */
export function contactInput(kind: ContactKind, values: ContactValues) {
  return {
    kind: kind.toUpperCase() as Uppercase<ContactKind>,
    fullName: values.fullName,
    company: blankToNull(values.company),
    email: values.email,
    phone: values.phone,
    message: blankToNull(values.message),
    product: blankToNull(values.product),
    productAlias: blankToNull(values.productAlias),
    serialNumber: blankToNull(values.serialNumber),
    make: blankToNull(values.make),
    model: blankToNull(values.model),
    odometer: wholeNumber(values.odometer),
    parts: values.parts.map((row) => ({
      articleNumber: row.articleNumber,
      quantity: wholeNumber(row.quantity),
    })),
    deliveryOption: upper(values.deliveryOption, DELIVERY_OPTIONS),
    serviceType: upper(values.serviceType, SERVICE_TYPES),
    rentalObject: blankToNull(values.rentalObject),
    preferredDate: blankToNull(values.preferredDate),
    rentalFrom: blankToNull(values.rentalFrom),
    rentalTo: blankToNull(values.rentalTo),
  };
}

const FIELDS: Exclude<ContactFieldName, 'image'>[] = [
  ...TEXT_FIELDS.filter((field): field is Exclude<TextField, 'productAlias'> => field !== 'productAlias'),
  'parts',
];
type ContactRefusal = EnumValues<'ContactRefusalCode'>;

/** The problem a field's `INVALID_…` code means, where it says more than "too long". */
const INVALID: Partial<Record<ContactFieldName, ContactProblem>> = {
  email: 'emailInvalid',
  phone: 'phoneInvalid',
  odometer: 'odometerInvalid',
  parts: 'partsInvalid',
  preferredDate: 'dateInvalid',
  rentalFrom: 'dateInvalid',
  rentalTo: 'dateInvalid',
};
const REQUIRED: Partial<Record<ContactFieldName, ContactProblem>> = {
  parts: 'partsRequired',
  deliveryOption: 'choiceRequired',
  serviceType: 'choiceRequired',
};

/** The API's refusal codes (`{FIELD}_REQUIRED`, `INVALID_{FIELD}`, the rental's order, the image's), as the field and problem shown. */
export const CONTACT_API_PROBLEMS: ProblemFields<ContactFieldName, ContactProblem, ContactRefusal> = {
  ...problemTable<ContactRefusal, ContactFieldName, ContactProblem>(
    FIELDS.flatMap((field) => [
      [`${upperSnake(field)}_REQUIRED`, { field, problem: REQUIRED[field] ?? 'required' }],
      [`INVALID_${upperSnake(field)}`, { field, problem: INVALID[field] ?? 'tooLong' }],
    ]),
  ),
  IMAGE_TOO_LARGE: { field: 'image', problem: 'imageTooLarge' },
  INVALID_IMAGE_TYPE: { field: 'image', problem: 'imageType' },
  INVALID_PRODUCT_ALIAS: { field: 'product', problem: 'productInvalid' },
  RENTAL_TO_BEFORE_FROM: { field: 'rentalTo', problem: 'rentalToInvalid' },
};

/** What the browser can tell before sending: the needed fields of the kind, and the image's size. */
export function quickProblems(
  kind: ContactKind,
  values: ContactValues,
  image: File | null,
  limits: ContactLimits,
): ContactProblems {
  const problems: ContactProblems = {};
  for (const field of ['fullName', 'email', 'phone'] as const) {
    if (!values[field].trim()) problems[field] = 'required';
  }
  if (kind === 'sales' && !values.message.trim()) problems.message = 'required';
  if (kind === 'service' && !values.serviceType) problems.serviceType = 'choiceRequired';
  if (kind === 'parts') {
    if (!values.deliveryOption) problems.deliveryOption = 'choiceRequired';
    if (!values.parts.some((row) => row.articleNumber.trim())) problems.parts = 'partsRequired';
  }
  if (kind === 'rental') {
    for (const field of ['rentalObject', 'rentalFrom', 'rentalTo'] as const) {
      if (!values[field].trim()) problems[field] = 'required';
    }
    if (values.rentalFrom && values.rentalTo && values.rentalTo < values.rentalFrom) {
      problems.rentalTo = 'rentalToInvalid';
    }
  }
  if (image && image.size > limits.imageMaxBytes) problems.image = 'imageTooLarge';
  return problems;
}
