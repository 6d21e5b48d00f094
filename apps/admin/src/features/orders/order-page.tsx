import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { staffQuery } from '@/lib/graphql/server';
import type { Locale } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import { param, type SearchParams } from '@/ui/data-table';
import { CreditForm } from './credit-form';
import { OrderQuery } from './documents';
import { dateTimeFormat, moneyFormat } from './money';
import { NoteForm } from './note-form';
import { OrderLines, OrderParties } from './order-facts';
import styles from './orders.module.css';
import { StageBadge } from './stage-badge';
import { StatusForms } from './status-forms';
import { Timeline } from './timeline';

/** Stages after shipping, in which lines may be credited. */
const CREDITABLE = ['SHIPPED', 'DELIVERED', 'RETURNED'];

export async function orderMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const t = await getTranslations('orders');
  return { title: t('order.title', { id: (await params).id }) };
}

/** What the order page's own texts and problems read from messages/{locale}/orders.json. */
async function texts() {
  const [t, common] = await Promise.all([getTranslations('orders'), getTranslations('common')]);
  const problems = {
    ...(t.raw('problems') as Record<string, string>),
    ...(common.raw('formErrors') as Record<string, string>),
  };
  return { t, problems };
}

/**
 * One order as the desk works it: status and the changes it may take, documents, lines with prices
 * and VAT, customer, addresses, delivery, payment, the shopper's note, the timeline with who and
 * when, notes, credit notes and the credit form. The forms show only what the member's role may do;
 * the API decides anyway.
 */
export async function OrderPage({
  locale,
  id,
  searchParams,
}: {
  locale: Locale;
  id: string;
  searchParams: SearchParams;
}) {
  const orderId = Number(id);
  if (!Number.isSafeInteger(orderId) || orderId < 1 || orderId > 2_147_483_647) notFound();
  const [{ order, me }, { t, problems }] = await Promise.all([
    staffQuery(OrderQuery, { id: orderId }),
    texts(),
  ]);
  if (!order) notFound();
  const money = moneyFormat(locale);
  const when = dateTimeFormat(locale);
  const mayWrite = me.permissions.includes('orders.write');
  const form = param(searchParams, 'form');
  const outcome = (name: string) => (form === name ? searchParams : {});
  const stages = t.raw('stages') as Record<string, string>;
  const documents = href(locale, `/orders/${order.id}/documents`);
  const orderLanguage = order.languageCode;
  return (
    <>
      <p>
        <Link href={href(locale, '/orders')}>{t('order.back')}</Link>
      </p>
      <div className={`${styles.titleRow} ${styles.orderTitle}`}>
        <h1>{t('order.title', { id: order.id })}</h1>
        <StageBadge stage={order.stage} label={stages[order.stage]} />
      </div>
      <p className={styles.muted}>
        {t('order.placed', { when: when(order.createdAt), market: order.market.toUpperCase() })}
      </p>
      <nav className={styles.documents} aria-label={t('documents.title')}>
        <a href={`${documents}/invoice`}>{t('documents.invoice')}</a>
        <a href={`${documents}/packing-slip`} hrefLang={orderLanguage}>
          {t('documents.packingSlip', { language: orderLanguage })}
        </a>
        {orderLanguage !== locale ? (
          <a href={`${documents}/packing-slip?lang=${locale}`}>{t('documents.packingSlipMine')}</a>
        ) : null}
        {order.creditNotes.map((note) => (
          <a key={note.number} href={`${documents}/credit-notes/${note.number}?lang=${locale}`}>
            {t('documents.creditNote', { number: note.number })}
          </a>
        ))}
      </nav>
      {mayWrite ? (
        <StatusForms
          order={order}
          locale={locale}
          outcome={{
            done: param(outcome('status'), 'done'),
            problem: param(outcome('status'), 'problem'),
            to: param(outcome('status'), 'to'),
            confirm: param(outcome('status'), 'confirm'),
            typed: {
              carrier: param(outcome('status'), 'carrier'),
              trackingNumber: param(outcome('status'), 'trackingNumber'),
              reason: param(outcome('status'), 'reason'),
            },
          }}
          texts={{
            title: t('status.title'),
            none: t('status.none'),
            moveTo: t.raw('status.moveTo') as Record<string, string>,
            carrier: t('status.carrier'),
            trackingNumber: t('status.trackingNumber'),
            reason: t('status.reason'),
            reasonHint: t('status.reasonHint'),
            confirm: t.raw('status.confirm') as never,
            keep: t('status.keep'),
            done: { ...(t.raw('status.done') as Record<string, string>) },
            problems,
          }}
        />
      ) : null}
      <OrderLines order={order} t={t as never} money={money} />
      <OrderParties
        order={order}
        t={t as never}
        when={when}
        customerHref={order.customerId ? href(locale, `/customers/${order.customerId}`) : null}
      />
      <Timeline
        order={order}
        locale={locale}
        money={money}
        texts={{
          title: t('timeline.title'),
          kinds: t.raw('timeline.kinds') as Record<string, string>,
          stages,
          mails: t.raw('timeline.mails') as Record<string, string>,
          by: (who) => t('timeline.by', { who }),
          shop: t('timeline.shop'),
          parcel: (carrier, number) => t('timeline.parcel', { carrier, number }),
          reason: t('timeline.reason'),
        }}
      />
      {mayWrite ? (
        <NoteForm
          orderId={order.id}
          locale={locale}
          outcome={{
            done: param(outcome('note'), 'done') === 'note',
            problem: param(outcome('note'), 'problem'),
            body: param(outcome('note'), 'body'),
          }}
          texts={{
            title: t('note.add'),
            body: t('note.body'),
            submit: t('note.submit'),
            done: t('note.done'),
            problems,
          }}
        />
      ) : null}
      <section className={styles.panel} aria-labelledby="credit-notes-title">
        <h2 id="credit-notes-title">{t('creditNotes.title')}</h2>
        {order.creditNotes.length === 0 ? <p className={styles.muted}>{t('creditNotes.none')}</p> : null}
        <ul className={styles.creditNotes}>
          {order.creditNotes.map((note) => (
            <li key={note.number}>
              <a href={`${documents}/credit-notes/${note.number}?lang=${locale}`}>
                {t('documents.creditNote', { number: note.number })}
              </a>{' '}
              · {when(note.createdAt)} · {money(note.amountIncVat, order.currency)}
              <span className={styles.quote}>{note.reason}</span>
            </li>
          ))}
        </ul>
      </section>
      {mayWrite && CREDITABLE.includes(order.stage) ? (
        <CreditForm
          order={order}
          locale={locale}
          outcome={{
            done: param(outcome('credit'), 'done') === 'credit',
            creditNote: param(outcome('credit'), 'creditNote'),
            problem: param(outcome('credit'), 'problem'),
            confirm: param(outcome('credit'), 'confirm') === 'credit',
            reason: param(outcome('credit'), 'reason'),
            quantities: Object.fromEntries(
              order.lines
                .map((line) => [String(line.position), param(outcome('credit'), `qty-${line.position}`)])
                .filter((entry): entry is [string, string] => Boolean(entry[1])),
            ),
          }}
          texts={{
            title: t('credit.title'),
            intro: t('credit.intro'),
            line: t('credit.line'),
            ordered: t('credit.ordered'),
            credited: t('credit.credited'),
            quantity: (name) => t('credit.quantity', { name }),
            reason: t('credit.reason'),
            reasonHint: t('credit.reasonHint'),
            submit: t('credit.submit'),
            confirmTitle: t('credit.confirmTitle'),
            confirmText: t('credit.confirmText'),
            confirmYes: t('credit.confirmYes'),
            keep: t('status.keep'),
            done: (number) => t('credit.done', { number }),
            problems,
          }}
        />
      ) : null}
    </>
  );
}
