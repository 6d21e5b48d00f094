import { getTranslations } from 'next-intl/server';
import { query } from '@/lib/graphql/server';
import type { RouteKey } from '@/lib/routing/route-table';
import { getLinks } from '@/lib/shop-context.server';
import styles from './contact.module.css';
import type { ContactFormTexts } from './contact-fields';
import { ContactForm, type ContactProduct } from './contact-form';
import { type ContactKind, DELIVERY_OPTIONS, SERVICE_TYPES } from './contact-form-state';
import { ContactLimitsQuery, ContactProductQuery } from './queries';

/** The route of each kind of form (ADR 39). */
export const CONTACT_ROUTES: Record<ContactKind, RouteKey> = {
  sales: 'contactSales',
  service: 'contactService',
  parts: 'contactParts',
  rental: 'contactRentals',
};

/** `?product=` names the product a form was opened from; an unknown or malformed one names none. */
async function productOf(alias: string | null): Promise<ContactProduct | null> {
  // The API refuses such an alias outright; no product has one.
  if (!alias || alias.length > 200 || /\p{Cc}/u.test(alias)) return null;
  const [{ product }, links] = await Promise.all([query(ContactProductQuery, { alias }), getLinks()]);
  return product
    ? { name: product.name, alias: product.alias, href: links.catalog(product.canonicalUrl) }
    : null;
}

async function formTexts(): Promise<ContactFormTexts> {
  const t = await getTranslations('contact');
  const labels = [
    'fullName',
    'company',
    'email',
    'phone',
    'message',
    'product',
    'productLink',
    'serialNumber',
    'make',
    'model',
    'odometer',
    'deliveryOption',
    'serviceType',
    'rentalObject',
    'rentalPeriod',
    'preferredDate',
    'rentalFrom',
    'rentalTo',
    'image',
  ] as const;
  const problems = [
    'required',
    'tooLong',
    'emailInvalid',
    'phoneInvalid',
    'odometerInvalid',
    'partsRequired',
    'partsInvalid',
    'choiceRequired',
    'dateInvalid',
    'rentalToInvalid',
    'imageTooLarge',
    'imageType',
    'productInvalid',
  ] as const;
  return {
    requiredNote: t('requiredNote'),
    labels: Object.fromEntries(labels.map((key) => [key, t(`labels.${key}`)])) as ContactFormTexts['labels'],
    hints: {
      image: t('hints.image'),
      imageAgain: t('hints.imageAgain'),
      odometer: t('hints.odometer'),
      serialNumber: t('hints.serialNumber'),
      date: t('hints.date'),
    },
    chooseOne: t('chooseOne'),
    serviceTypes: Object.fromEntries(
      SERVICE_TYPES.map((type) => [type, t(`serviceTypes.${type}`)]),
    ) as ContactFormTexts['serviceTypes'],
    deliveryOptions: Object.fromEntries(
      DELIVERY_OPTIONS.map((option) => [option, t(`deliveryOptions.${option}`)]),
    ) as ContactFormTexts['deliveryOptions'],
    parts: {
      legend: t('partRows.legend'),
      hint: t('partRows.hint'),
      articleNumber: t('partRows.articleNumber'),
      quantity: t('partRows.quantity'),
      row: t('partRows.row', { row: '{row}' }),
      addRow: t('partRows.addRow'),
      removeRow: t('partRows.removeRow', { row: '{row}' }),
    },
    submit: t('submit'),
    sending: t('sending'),
    sent: t('sent'),
    invalid: t('invalid'),
    failed: t('failed'),
    problems: Object.fromEntries(
      problems.map((key) => [key, t(`problems.${key}`)]),
    ) as ContactFormTexts['problems'],
  };
}

/** A contact form page: its heading and words, the other forms, and the form itself. */
export async function ContactPage({
  kind,
  productAlias,
}: {
  kind: ContactKind;
  productAlias: string | null;
}) {
  const [t, links, texts, product, { contactFormLimits }] = await Promise.all([
    getTranslations('contact'),
    getLinks(),
    formTexts(),
    productOf(productAlias),
    query(ContactLimitsQuery, {}),
  ]);
  const others = (Object.keys(CONTACT_ROUTES) as ContactKind[]).filter((other) => other !== kind);
  return (
    <article className={styles.page}>
      <h1>{t(`${kind}.title`)}</h1>
      <p>{t(`${kind}.text`)}</p>
      <nav aria-label={t('otherForms')} className={styles.others}>
        <ul>
          {others.map((other) => (
            <li key={other}>
              <a
                href={links.route(
                  CONTACT_ROUTES[other],
                  {},
                  product ? { product: product.alias } : undefined,
                )}
              >
                {t(`${other}.title`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <ContactForm kind={kind} product={product} limits={contactFormLimits} texts={texts} />
    </article>
  );
}
