import Link from 'next/link';
import { Button, formStyles } from '@/ui/form';
import { Notice } from '@/ui/notice';
import { creditAction } from './actions';
import type { DeskOrder } from './documents';
import styles from './orders.module.css';
import { TextArea } from './text-area';

export interface CreditFormTexts {
  title: string;
  intro: string;
  line: string;
  ordered: string;
  credited: string;
  quantity: (name: string) => string;
  reason: string;
  reasonHint: string;
  submit: string;
  confirmTitle: string;
  confirmText: string;
  confirmYes: string;
  keep: string;
  done: (number: string) => string;
  problems: Record<string, string>;
}

export interface CreditOutcome {
  done: boolean;
  creditNote: string | null;
  problem: string | null;
  confirm: boolean;
  reason: string | null;
  /** Units typed per line position. */
  quantities: Record<string, string>;
}

const REASON_PROBLEMS = ['REASON_REQUIRED', 'TEXT_TOO_LONG'];

/**
 * A credit of chosen units of the order's lines with a required reason: a table of the lines with
 * the units left to credit, then a confirmation of what will be credited before the API writes the
 * credit note. Works without JavaScript; a refusal comes back beside the field it concerns.
 */
export function CreditForm({
  order,
  locale,
  texts,
  outcome,
}: {
  order: DeskOrder;
  locale: string;
  texts: CreditFormTexts;
  outcome: CreditOutcome;
}) {
  const problem = outcome.problem ? (texts.problems[outcome.problem] ?? texts.problems.UNKNOWN) : null;
  const reasonProblem = outcome.problem && REASON_PROBLEMS.includes(outcome.problem) ? problem : null;
  const linesProblem = problem && !reasonProblem ? problem : null;
  const creditable = order.lines.filter((line) => line.quantity > line.creditedQuantity);
  return (
    <section id="credit" className={styles.panel} aria-labelledby="credit-title">
      <h2 id="credit-title">{texts.title}</h2>
      {outcome.done ? <Notice tone="success">{texts.done(outcome.creditNote ?? '')}</Notice> : null}
      {outcome.confirm && !problem ? (
        <form action={creditAction} className={styles.confirm} aria-labelledby="credit-confirm-title">
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="orderId" value={order.id} />
          <input type="hidden" name="confirmed" value="yes" />
          <input type="hidden" name="reason" value={outcome.reason ?? ''} />
          <h3 id="credit-confirm-title">{texts.confirmTitle}</h3>
          <p>{texts.confirmText}</p>
          <ul>
            {order.lines
              .filter((line) => outcome.quantities[String(line.position)])
              .map((line) => (
                <li key={line.position}>
                  <input
                    type="hidden"
                    name={`qty-${line.position}`}
                    value={outcome.quantities[String(line.position)]}
                  />
                  {outcome.quantities[String(line.position)]} × {line.articleNumber} {line.name}
                </li>
              ))}
          </ul>
          <p className={styles.quote}>{outcome.reason}</p>
          <div className={formStyles.inline}>
            <Button kind="danger">{texts.confirmYes}</Button>
            <Link className={styles.clearLink} href={`/${locale}/orders/${order.id}#credit`}>
              {texts.keep}
            </Link>
          </div>
        </form>
      ) : null}
      <p>{texts.intro}</p>
      <form action={creditAction} className={styles.creditForm}>
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="orderId" value={order.id} />
        {linesProblem ? (
          <Notice tone="error" id="credit-lines-problem">
            {linesProblem}
          </Notice>
        ) : null}
        <table className={styles.creditTable}>
          <thead>
            <tr>
              <th scope="col">{texts.line}</th>
              <th scope="col" className={styles.numeric}>
                {texts.ordered}
              </th>
              <th scope="col" className={styles.numeric}>
                {texts.credited}
              </th>
              <th scope="col">
                <span className="visually-hidden">{texts.quantity('')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {creditable.map((line) => {
              const left = line.quantity - line.creditedQuantity;
              const name = `${line.articleNumber} ${line.name}`;
              return (
                <tr key={line.position}>
                  <th scope="row">{name}</th>
                  <td className={styles.numeric}>{line.quantity}</td>
                  <td className={styles.numeric}>{line.creditedQuantity}</td>
                  <td>
                    <label className="visually-hidden" htmlFor={`qty-${line.position}`}>
                      {texts.quantity(name)}
                    </label>
                    <input
                      id={`qty-${line.position}`}
                      name={`qty-${line.position}`}
                      type="number"
                      min={0}
                      max={left}
                      inputMode="numeric"
                      className={`${formStyles.input} ${styles.quantity}`}
                      defaultValue={outcome.quantities[String(line.position)] ?? ''}
                      aria-invalid={linesProblem ? true : undefined}
                      aria-describedby={linesProblem ? 'credit-lines-problem' : undefined}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <TextArea
          name="reason"
          id="credit-reason"
          label={texts.reason}
          hint={texts.reasonHint}
          required
          maxLength={500}
          defaultValue={outcome.reason ?? ''}
          problem={reasonProblem}
        />
        <Button kind="secondary">{texts.submit}</Button>
      </form>
    </section>
  );
}
