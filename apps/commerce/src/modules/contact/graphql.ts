import { GraphQLError } from 'graphql';
import { config } from '#src/config.ts';
import { CONTACT_KINDS } from '#src/db/schema.ts';
import { builder, scopeArgs } from '#src/graphql/builder.ts';
import { INPUT_LIMITS, optionalText } from '#src/graphql/input.ts';
import { getProduct } from '#src/modules/catalog/index.ts';
import { FALLBACK_LANGUAGE_CODE, isLanguageCode, storefrontLink } from '#src/modules/channels/index.ts';
import { RATE_LIMITS } from '#src/modules/rate-limits/index.ts';
import { sniffImageType } from './image-type.ts';
import { contactMail } from './mail.ts';
import {
  CONTACT_LIMITS,
  CONTACT_REFUSAL_CODES,
  type ContactFormInput,
  type ContactProblem,
  DELIVERY_OPTIONS,
  dealerToday,
  invalidCode,
  parseContactForm,
  SERVICE_TYPES,
} from './rules.ts';
import { type ContactImage, saveSubmission } from './store.ts';

const upperValues = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((value) => [value.toUpperCase(), { value }])) as Record<string, { value: T }>;

builder.enumType('ContactRefusalCode', {
  description: `Why a contact form was refused: its error's extensions.code and each of extensions.problems. Named in errors only, for clients' types; no field answers it.`,
  values: CONTACT_REFUSAL_CODES,
});

const ContactKindEnum = builder.enumType('ContactKind', { values: upperValues(CONTACT_KINDS) });
const DeliveryOptionEnum = builder.enumType('ContactDeliveryOption', {
  values: upperValues(DELIVERY_OPTIONS),
});
const ServiceTypeEnum = builder.enumType('ContactServiceType', { values: upperValues(SERVICE_TYPES) });

const ContactPartInput = builder.inputType('ContactPartInput', {
  fields: (t) => ({
    articleNumber: t.string({ required: false }),
    quantity: t.int({ required: false }),
  }),
});

const ContactFormInputType = builder.inputType('ContactFormInput', {
  description:
    'A contact form; every field but the kind is checked by the API, which keeps only the fields of the kind. Dates are YYYY-MM-DD.',
  fields: (t) => ({
    kind: t.field({ type: ContactKindEnum, required: true }),
    fullName: t.string({ required: false, description: 'Required' }),
    company: t.string({ required: false }),
    email: t.string({ required: false, description: 'Required' }),
    phone: t.string({ required: false, description: 'Required' }),
    message: t.string({ required: false, description: 'Required for SALES' }),
    product: t.string({ required: false, description: 'A product by name' }),
    productAlias: t.string({
      required: false,
      description: 'The product the form was opened from: its name and link come from the catalog',
    }),
    serialNumber: t.string({ required: false, description: 'Registration, chassis or serial number' }),
    make: t.string({ required: false }),
    model: t.string({ required: false }),
    odometer: t.int({ required: false, description: 'Kilometres or hours' }),
    parts: t.field({ type: [ContactPartInput], required: false, description: 'Required for PARTS' }),
    deliveryOption: t.field({ type: DeliveryOptionEnum, required: false, description: 'Required for PARTS' }),
    serviceType: t.field({ type: ServiceTypeEnum, required: false, description: 'Required for SERVICE' }),
    rentalObject: t.string({ required: false, description: 'Required for RENTAL' }),
    preferredDate: t.string({ required: false, description: 'SERVICE; today or later' }),
    rentalFrom: t.string({ required: false, description: 'Required for RENTAL; today or later' }),
    rentalTo: t.string({ required: false, description: 'Required for RENTAL; on or after rentalFrom' }),
  }),
});

const ContactLimitsType = builder.objectRef<typeof CONTACT_LIMITS>('ContactFormLimitsType').implement({
  description: 'What sendContactForm accepts, for forms to say so and check before sending',
  fields: (t) => ({
    fullNameMax: t.exposeInt('fullNameMax'),
    companyMax: t.exposeInt('companyMax'),
    emailMax: t.exposeInt('emailMax'),
    phoneMax: t.exposeInt('phoneMax'),
    messageMax: t.exposeInt('messageMax'),
    productMax: t.exposeInt('productMax'),
    serialNumberMax: t.exposeInt('serialNumberMax'),
    makeMax: t.exposeInt('makeMax'),
    modelMax: t.exposeInt('modelMax'),
    odometerMax: t.exposeInt('odometerMax'),
    articleNumberMax: t.exposeInt('articleNumberMax'),
    quantityMax: t.exposeInt('quantityMax'),
    partRowsMax: t.exposeInt('partRowsMax', { description: 'Most rows of parts' }),
    rentalObjectMax: t.exposeInt('rentalObjectMax'),
    imageMaxBytes: t.exposeInt('imageMaxBytes', { description: 'Largest image, in bytes (2 MB)' }),
  }),
});

/** The image's bytes when it is one of the accepted types and small enough; else its problem. */
async function readImage(
  file: { name: string; size: number; arrayBuffer(): Promise<ArrayBuffer> } | null | undefined,
): Promise<ContactImage | ContactProblem | null> {
  if (!file || file.size === 0) return null;
  if (file.size > CONTACT_LIMITS.imageMaxBytes) return { field: 'image', code: 'IMAGE_TOO_LARGE' };
  const bytes = Buffer.from(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type) return { field: 'image', code: 'INVALID_IMAGE_TYPE' };
  // The name is the shopper's; only its stem is kept, with the extension its bytes call for.
  const stem = file.name
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .trim()
    .slice(0, 60);
  return { name: `${stem || 'image'}.${type.extension}`, type, bytes };
}

function refused(problems: readonly ContactProblem[]): GraphQLError {
  const [first] = problems;
  return new GraphQLError(`The contact form is refused: ${problems.map((p) => p.code).join(', ')}`, {
    extensions: { code: first?.code, field: first?.field, problems: problems.map((p) => p.code) },
  });
}

builder.queryFields((t) => ({
  contactFormLimits: t.field({ type: ContactLimitsType, resolve: () => CONTACT_LIMITS }),
}));

builder.mutationFields((t) => ({
  sendContactForm: t.boolean({
    description:
      'Sends a contact form (sales, service, parts or rental) to the dealer, with one image of at most 2 MB (JPEG, PNG, WebP or HEIC, judged by its bytes), as a multipart request when an image is attached. Kept and mailed to the dealer in one transaction. Refused with a typed error naming every refused field in extensions.problems ({FIELD}_REQUIRED, INVALID_{FIELD}, IMAGE_TOO_LARGE, INVALID_IMAGE_TYPE, INVALID_PRODUCT_ALIAS) or RATE_LIMITED (HTTP 429) past a few forms an hour from one address; then nothing is kept or sent.',
    args: {
      ...scopeArgs,
      form: t.arg({ type: ContactFormInputType, required: true }),
      image: t.arg({ type: 'File', required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const scope = await ctx.scope(args);
      await ctx.limitRate(RATE_LIMITS.contactFormsPerAddress);
      const { productAlias, ...input } = args.form as ContactFormInput & { productAlias?: string | null };
      const parsed = parseContactForm(input, dealerToday(new Date(ctx.now())));
      const problems = 'problems' in parsed ? [...parsed.problems] : [];
      const image = await readImage(args.image);
      if (image && 'code' in image) problems.push(image);
      const alias = productAlias?.trim() || null;
      const product =
        alias && optionalText(INPUT_LIMITS.aliasMax).safeParse(alias).success
          ? await getProduct(ctx.db, scope, alias)
          : null;
      if (alias && !product) problems.push({ field: 'product', code: invalidCode('productAlias') });
      if (problems.length > 0 || 'problems' in parsed) throw refused(problems);

      const form = { ...parsed.form, product: parsed.form.product ?? product?.name ?? null };
      const code = scope.language.code;
      const shopperLanguage = isLanguageCode(code) ? code : FALLBACK_LANGUAGE_CODE;
      const linkScope = { languageCode: shopperLanguage, marketAlias: scope.market.alias };
      const productLink = product ? storefrontLink(linkScope, `/p/${product.languageAlias}`) : null;
      const contactImage = image && !('code' in image) ? image : null;
      const mailLanguage = isLanguageCode(config.contactMailLanguage)
        ? config.contactMailLanguage
        : FALLBACK_LANGUAGE_CODE;
      await saveSubmission(
        ctx.db,
        ctx.mailer,
        {
          form,
          productLink,
          image: contactImage,
          languageCode: scope.language.code,
          marketAlias: scope.market.alias,
          createdAt: new Date(ctx.now()),
        },
        {
          kind: `contact-${form.kind}`,
          to: config.contactMailTo,
          content: contactMail(mailLanguage, form, {
            shopperLanguage,
            productLink,
            imageName: contactImage?.name ?? null,
          }),
        },
      );
      return true;
    },
  }),
}));
