import Link from 'next/link';
import { Button, formStyles, TextField } from '@/ui/form';
import { Notice } from '@/ui/notice';
import { changeStatusAction } from './actions';
import type { DeskOrder } from './documents';
import type { OrderStage } from './list-params';
import styles from './orders.module.css';
import { TextArea } from './text-area';

/** The carriers the API links a tracking number for; staff may type another. */
const KNOWN_CARRIERS = ['PostNord', 'DHL', 'DB Schenker', 'Bring', 'UPS', 'Budbee'];

export interface StatusFormTexts {
  title: string;
  none: string;
  /** The button that moves the order to each stage. */
  moveTo: Record<string, string>;
  carrier: string;
  trackingNumber: string;
  reason: string;
  reasonHint: string;
  confirm: Record<'CANCELLED' | 'CREDITED', { title: string; text: string; yes: string }>;
  keep: string;
  done: Record<string, string>;
  problems: Record<string, string>;
}

/** What the order page's address says of the status forms after a post. */
export interface StatusOutcome {
  done: string | null;
  problem: string | null;
  /** The stage whose form was refused, and what was typed in it. */
  to: string | null;
  confirm: string | null;
  typed: { carrier: string | null; trackingNumber: string | null; reason: string | null };
}

/** Which field a refusal belongs beside; the rest are said above the forms. */
const FIELD_OF: Record<string, 'carrier' | 'trackingNumber' | 'reason'> = {
  CARRIER_REQUIRED: 'carrier',
  TRACKING_NUMBER_REQUIRED: 'trackingNumber',
  REASON_REQUIRED: 'reason',
};

function Hidden({ locale, orderId, to }: { locale: string; orderId: number; to: OrderStage }) {
  return (
    <>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="orderId" value={orderId} />
      <input type="hidden" name="to" value={to} />
    </>
  );
}

/**
 * The status changes the order may take now (the API's `nextStages`), each a form of its own that
 * posts without JavaScript. Shipping asks for the carrier and tracking number; crediting all asks
 * for a reason; cancelling and crediting ask once more before they are sent.
 */
export function StatusForms({
  order,
  locale,
  texts,
  outcome,
}: {
  order: DeskOrder;
  locale: string;
  texts: StatusFormTexts;
  outcome: StatusOutcome;
}) {
  const problemText = outcome.problem ? (texts.problems[outcome.problem] ?? texts.problems.UNKNOWN) : null;
  const field = outcome.problem ? FIELD_OF[outcome.problem] : undefined;
  const fieldProblem = (stage: OrderStage, name: 'carrier' | 'trackingNumber' | 'reason') =>
    outcome.to === stage && field === name ? problemText : null;
  const confirming =
    outcome.confirm === 'CANCELLED' || outcome.confirm === 'CREDITED'
      ? (outcome.confirm as 'CANCELLED' | 'CREDITED')
      : null;
  return (
    <section id="status" className={styles.panel} aria-labelledby="status-title">
      <h2 id="status-title">{texts.title}</h2>
      {outcome.done ? <Notice tone="success">{texts.done[outcome.done] ?? texts.done.default}</Notice> : null}
      {problemText && !field ? <Notice tone="error">{problemText}</Notice> : null}
      {confirming && order.nextStages.includes(confirming) ? (
        <form action={changeStatusAction} className={styles.confirm} aria-labelledby="confirm-title">
          <Hidden locale={locale} orderId={order.id} to={confirming} />
          <input type="hidden" name="confirmed" value="yes" />
          {outcome.typed.reason ? <input type="hidden" name="reason" value={outcome.typed.reason} /> : null}
          <h3 id="confirm-title">{texts.confirm[confirming].title}</h3>
          <p>{texts.confirm[confirming].text}</p>
          {outcome.typed.reason ? <p className={styles.quote}>{outcome.typed.reason}</p> : null}
          <div className={formStyles.inline}>
            <Button kind="danger">{texts.confirm[confirming].yes}</Button>
            <Link className={styles.clearLink} href={`/${locale}/orders/${order.id}#status`}>
              {texts.keep}
            </Link>
          </div>
        </form>
      ) : null}
      {order.nextStages.length === 0 ? <p className={styles.muted}>{texts.none}</p> : null}
      <div className={styles.statusForms}>
        {order.nextStages.map((stage) => {
          const label = texts.moveTo[stage] ?? stage;
          if (stage === 'SHIPPED') {
            return (
              <form key={stage} action={changeStatusAction} className={styles.shipForm}>
                <Hidden locale={locale} orderId={order.id} to={stage} />
                <TextField
                  name="carrier"
                  label={texts.carrier}
                  list="known-carriers"
                  required
                  maxLength={80}
                  autoComplete="off"
                  defaultValue={outcome.to === stage ? (outcome.typed.carrier ?? '') : ''}
                  problem={fieldProblem(stage, 'carrier')}
                />
                <datalist id="known-carriers">
                  {KNOWN_CARRIERS.map((carrier) => (
                    <option key={carrier} value={carrier} />
                  ))}
                </datalist>
                <TextField
                  name="trackingNumber"
                  label={texts.trackingNumber}
                  required
                  maxLength={80}
                  autoComplete="off"
                  defaultValue={outcome.to === stage ? (outcome.typed.trackingNumber ?? '') : ''}
                  problem={fieldProblem(stage, 'trackingNumber')}
                />
                <Button>{label}</Button>
              </form>
            );
          }
          if (stage === 'CREDITED') {
            return (
              <form key={stage} action={changeStatusAction} className={styles.shipForm}>
                <Hidden locale={locale} orderId={order.id} to={stage} />
                <TextArea
                  name="reason"
                  id="full-credit-reason"
                  label={texts.reason}
                  hint={texts.reasonHint}
                  required
                  maxLength={500}
                  defaultValue={outcome.to === stage ? (outcome.typed.reason ?? '') : ''}
                  problem={fieldProblem(stage, 'reason')}
                />
                <Button kind="danger">{label}</Button>
              </form>
            );
          }
          return (
            <form key={stage} action={changeStatusAction}>
              <Hidden locale={locale} orderId={order.id} to={stage} />
              <Button kind={stage === 'CANCELLED' ? 'danger' : 'primary'}>{label}</Button>
            </form>
          );
        })}
      </div>
    </section>
  );
}
