'use client';

import { useActionState } from 'react';
import { Button, formStyles, SelectField, TextField } from '@/ui/form';
import { Notice } from '@/ui/notice';
import { giftCardAction, issueGiftCardAction } from './actions';
import type { GiftCard } from './documents';
import { EMPTY_ISSUE, EMPTY_LOOKUP } from './form-state';
import styles from './marketing.module.css';

export interface GiftCardTexts {
  issue: {
    title: string;
    currency: string;
    amount: string;
    amountHint: string;
    expiresOn: string;
    expiresHint: string;
    note: string;
    noteHint: string;
    submit: string;
    issued: string;
    codeOnce: string;
  };
  lookup: { title: string; code: string; codeHint: string; submit: string };
  card: {
    title: string;
    code: string;
    state: string;
    balance: string;
    initial: string;
    issued: string;
    expires: string;
    never: string;
    note: string;
    voided: string;
    uses: string;
    noUses: string;
    order: string;
    at: string;
    drawn: string;
    returned: string;
    stage: string;
  };
  states: Record<string, string>;
  void: { title: string; text: string; reason: string; submit: string; done: string };
  problems: Record<string, string>;
}

const problemOf = (texts: GiftCardTexts, code: string | null) =>
  code ? (texts.problems[code] ?? texts.problems.UNKNOWN ?? code) : null;

/** A card's facts and the orders it paid; amounts and times formatted by the page's language. */
function CardFacts({ card, texts, locale }: { card: GiftCard; texts: GiftCardTexts; locale: string }) {
  const intl = locale === 'sv' ? 'sv-SE' : 'en-GB';
  const money = (amount: number) =>
    new Intl.NumberFormat(intl, { style: 'currency', currency: card.currency }).format(amount);
  const moment = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(intl, {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: 'Europe/Stockholm',
        }).format(new Date(iso))
      : '';
  return (
    <>
      <dl className={styles.facts}>
        <dt>{texts.card.code}</dt>
        <dd>{card.maskedCode}</dd>
        <dt>{texts.card.state}</dt>
        <dd>{texts.states[card.state] ?? card.state}</dd>
        <dt>{texts.card.balance}</dt>
        <dd>{money(card.balance)}</dd>
        {card.initialBalance === null ? null : (
          <>
            <dt>{texts.card.initial}</dt>
            <dd>{money(card.initialBalance)}</dd>
          </>
        )}
        {card.issuedAt ? (
          <>
            <dt>{texts.card.issued}</dt>
            <dd>
              {moment(card.issuedAt)}
              {card.issuedBy ? `, ${card.issuedBy}` : ''}
            </dd>
          </>
        ) : null}
        <dt>{texts.card.expires}</dt>
        <dd>{moment(card.expiresAt) || texts.card.never}</dd>
        {card.note ? (
          <>
            <dt>{texts.card.note}</dt>
            <dd>{card.note}</dd>
          </>
        ) : null}
        {card.voidedAt ? (
          <>
            <dt>{texts.card.voided}</dt>
            <dd>
              {moment(card.voidedAt)}
              {card.voidedBy ? `, ${card.voidedBy}` : ''}: {card.voidReason}
            </dd>
          </>
        ) : null}
      </dl>
      <h3>{texts.card.uses}</h3>
      {card.uses.length === 0 ? (
        <p>{texts.card.noUses}</p>
      ) : (
        <table>
          <caption className={styles.muted}>{texts.card.uses}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.card.order}</th>
              <th scope="col">{texts.card.at}</th>
              <th scope="col">{texts.card.stage}</th>
              <th scope="col">{texts.card.drawn}</th>
              <th scope="col">{texts.card.returned}</th>
            </tr>
          </thead>
          <tbody>
            {card.uses.map((use) => (
              <tr key={use.orderId}>
                <th scope="row">
                  <a href={`/${locale}/orders/${use.orderId}`}>{use.orderId}</a>
                </th>
                <td>{moment(use.at)}</td>
                <td>{use.stage}</td>
                <td>{money(use.drawn)}</td>
                <td>{money(use.returned)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/** Issues a card: its code is shown in the answer to this post alone, once, to be handed over. */
export function IssueForm({
  locale,
  currencies,
  texts,
}: {
  locale: string;
  currencies: string[];
  texts: GiftCardTexts;
}) {
  const [state, action, pending] = useActionState(issueGiftCardAction, EMPTY_ISSUE);
  const problem = problemOf(texts, state.problem);
  const values = state.values ?? {};
  return (
    <section className={styles.panel} aria-labelledby="issue-title">
      <h2 id="issue-title">{texts.issue.title}</h2>
      {state.code && state.card ? (
        <Notice tone="success">
          <p>{texts.issue.issued}</p>
          <p>
            <output className={styles.code} aria-label={texts.card.code}>
              {state.code}
            </output>
          </p>
          <p>{texts.issue.codeOnce}</p>
          <CardFacts card={state.card} texts={texts} locale={locale} />
        </Notice>
      ) : null}
      <form action={action} className={formStyles.form}>
        <input type="hidden" name="locale" value={locale} />
        {problem ? <Notice tone="error">{problem}</Notice> : null}
        <SelectField name="currency" label={texts.issue.currency} defaultValue={values.currency ?? 'SEK'}>
          {currencies.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </SelectField>
        <TextField
          name="amount"
          label={texts.issue.amount}
          hint={texts.issue.amountHint}
          inputMode="decimal"
          defaultValue={values.amount}
          maxLength={20}
          required
        />
        <TextField
          name="expiresOn"
          type="date"
          label={texts.issue.expiresOn}
          hint={texts.issue.expiresHint}
        />
        <TextField
          name="note"
          label={texts.issue.note}
          hint={texts.issue.noteHint}
          defaultValue={values.note}
          maxLength={500}
        />
        <div>
          <Button disabled={pending}>{texts.issue.submit}</Button>
        </div>
      </form>
    </section>
  );
}

/** Finds a card by its code (posted, never in the address) and voids it with a reason. */
export function LookupForm({ locale, texts }: { locale: string; texts: GiftCardTexts }) {
  const [state, action, pending] = useActionState(giftCardAction, EMPTY_LOOKUP);
  const problem = problemOf(texts, state.problem);
  const card = state.card;
  return (
    <section className={styles.panel} aria-labelledby="lookup-title">
      <h2 id="lookup-title">{texts.lookup.title}</h2>
      <form action={action} className={formStyles.form}>
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="intent" value="lookup" />
        <TextField
          name="code"
          label={texts.lookup.code}
          hint={texts.lookup.codeHint}
          autoComplete="off"
          maxLength={100}
          required
          problem={!card ? problem : null}
        />
        <div>
          <Button disabled={pending}>{texts.lookup.submit}</Button>
        </div>
      </form>
      {card ? (
        <div>
          <h3>{texts.card.title}</h3>
          {state.voided ? <Notice tone="success">{texts.void.done}</Notice> : null}
          {problem ? <Notice tone="error">{problem}</Notice> : null}
          <CardFacts card={card} texts={texts} locale={locale} />
          {card.voidedAt ? null : (
            <form action={action} className={formStyles.form}>
              <h3>{texts.void.title}</h3>
              <p>{texts.void.text}</p>
              <input type="hidden" name="locale" value={locale} />
              <input type="hidden" name="intent" value="void" />
              <input type="hidden" name="id" value={card.id} />
              <TextField name="reason" label={texts.void.reason} maxLength={500} required />
              <div>
                <Button kind="danger" disabled={pending}>
                  {texts.void.submit}
                </Button>
              </div>
            </form>
          )}
        </div>
      ) : null}
    </section>
  );
}
