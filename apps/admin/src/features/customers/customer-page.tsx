import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { staffQuery } from '@/lib/graphql/server';
import type { Locale } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import { param, type SearchParams } from '@/ui/data-table';
import { Notice } from '@/ui/notice';
import { ImpersonateForm, NoteForm } from './customer-forms';
import { Facts, InvoiceCredit, OrdersTable, PersonalData, Section } from './customer-sections';
import styles from './customers.module.css';
import { displayName } from './customers-page';
import { type CustomerDetail, CustomerQuery } from './documents';
import { problemTexts, tableTexts } from './texts.server';

/** The id of a customer page's address, or null for one that is not a customer's. */
export function customerIdOf(value: string): number | null {
  const id = /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export async function customerMetadata({ id }: { id: string }): Promise<Metadata> {
  const t = await getTranslations('customers');
  return { title: t('customer.title', { id }) };
}

function addressLines(address: CustomerDetail['address']) {
  const street = [address.careOf, address.addressLine1, address.addressLine2].filter(Boolean).join(', ');
  const town = [address.zip, address.city].filter(Boolean).join(' ');
  return [street, town, address.country].filter(Boolean).join(', ');
}

/**
 * A customer: their account, orders, balance, favorites, newsletter and notes, the invoice's
 * judgement, signing in as them, and their personal data. Each form shows only to a role the API
 * allows it; the API still decides.
 */
export async function CustomerPage({
  locale,
  id,
  searchParams,
}: {
  locale: Locale;
  id: number;
  searchParams: SearchParams;
}) {
  const [{ customer, me }, t, format, texts, problems] = await Promise.all([
    staffQuery(CustomerQuery, { id }),
    getTranslations('customers'),
    getFormatter(),
    tableTexts(),
    problemTexts(),
  ]);
  if (!customer) notFound();
  const can = (permission: string) => me.permissions.includes(permission);
  const formatDate = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });
  const name = displayName(customer.address, customer.email);
  const done = param(searchParams, 'done');
  const problem = param(searchParams, 'problem');
  const newsletter = t(`newsletter.${customer.newsletterState}`);
  return (
    <>
      <p>
        <Link href={href(locale, '/customers')}>{t('customer.back')}</Link>
      </p>
      <h1>{name}</h1>
      {name === customer.email ? null : <p>{customer.email}</p>}
      {done && t.has(`done.${done}`) ? <Notice tone="success">{t(`done.${done}`)}</Notice> : null}
      {problem ? <Notice tone="error">{problems[problem] ?? problems.UNKNOWN}</Notice> : null}
      <div className={styles.columns}>
        <Section id="account" title={t('customer.account')}>
          <Facts
            items={[
              [t('columns.email'), customer.email],
              [t('columns.type'), t(`types.${customer.customerType}`)],
              [t('columns.personalId'), customer.personalId],
              [t('customer.mobile'), customer.address.mobile || customer.address.phone],
              [t('customer.address'), addressLines(customer.address)],
              [t('customer.language'), customer.languageCode],
              [t('columns.createdAt'), formatDate(customer.createdAt)],
              [
                t('customer.emailState'),
                customer.emailConfirmedAt
                  ? t('customer.emailConfirmedOn', { date: formatDate(customer.emailConfirmedAt) })
                  : t('customer.emailUnconfirmed'),
              ],
              [
                t('customer.newsletter'),
                customer.newsletter ? `${t('customer.accountChoiceYes')}; ${newsletter}` : newsletter,
              ],
              [t('customer.favorites'), String(customer.favoritesCount)],
              [
                t('customer.balance'),
                customer.balances.map((b) => b.amountFormatted).join(', ') || t('customer.noBalance'),
              ],
            ]}
          />
        </Section>
        <Section id="credit" title={t('credit.title')}>
          <InvoiceCredit customer={customer} locale={locale} canChange={can('customers.write')} t={t} />
        </Section>
      </div>
      <Section id="orders" title={t('orders.title')}>
        <OrdersTable
          customer={customer}
          t={t}
          tableTexts={texts.table}
          orderHref={(orderId) => href(locale, `/orders/${orderId}`)}
          formatDate={formatDate}
        />
      </Section>
      <Section id="notes" title={t('notes.title')}>
        {customer.notes.length === 0 ? <p>{t('notes.none')}</p> : null}
        <ul className={styles.notes}>
          {customer.notes.map((note) => (
            <li key={note.id}>
              <p className={styles.noteBody}>{note.body}</p>
              <span className={styles.noteMeta}>
                {t('notes.by', { name: note.staffName, date: formatDate(note.createdAt) })}
              </span>
            </li>
          ))}
        </ul>
        {can('customers.notes') ? (
          <NoteForm
            customerId={customer.id}
            locale={locale}
            texts={{ label: t('notes.label'), hint: t('notes.hint'), submit: t('notes.submit'), problems }}
          />
        ) : null}
      </Section>
      {can('customers.impersonate') ? (
        <Section id="impersonate" title={t('impersonate.title')}>
          <p>{t('impersonate.text')}</p>
          <ImpersonateForm
            customerId={customer.id}
            locale={locale}
            texts={{
              submit: t('impersonate.submit'),
              ready: t.raw('impersonate.ready') as string,
              open: t('impersonate.open', { name }),
              problems,
            }}
          />
        </Section>
      ) : null}
      {can('customers.erase') ? (
        <Section id="personal-data" title={t('data.title')}>
          <PersonalData
            customer={customer}
            locale={locale}
            exportPath={href(locale, `/customers/${customer.id}/export`)}
            t={t}
          />
        </Section>
      ) : null}
    </>
  );
}
