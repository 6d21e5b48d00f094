import type { DeskOrder } from './documents';
import { dateTimeFormat, type MoneyFormat } from './money';
import styles from './orders.module.css';

export interface TimelineTexts {
  title: string;
  kinds: Record<string, string>;
  stages: Record<string, string>;
  mails: Record<string, string>;
  by: (who: string) => string;
  shop: string;
  parcel: (carrier: string, number: string) => string;
  reason: string;
}

type Event = DeskOrder['timeline'][number];

/** What one event says beside its kind: the stages it moved between, the mail, the note or the parcel. */
function detailOf(event: Event, texts: TimelineTexts, money: (amount: number) => string): string[] {
  const parts: string[] = [];
  if (event.from && event.to) parts.push(`${texts.stages[event.from]} → ${texts.stages[event.to]}`);
  if (event.carrier && event.trackingNumber) parts.push(texts.parcel(event.carrier, event.trackingNumber));
  if (event.mail) parts.push(texts.mails[event.mail.replace(/-\d+$/, '')] ?? event.mail);
  if (event.amount !== null) parts.push(money(event.amount));
  if (event.reason) parts.push(`${texts.reason}: ${event.reason}`);
  return parts;
}

/** Every event of the order, oldest first, with who made it (or the shop itself) and when. */
export function Timeline({
  order,
  locale,
  texts,
  money,
}: {
  order: DeskOrder;
  locale: string;
  texts: TimelineTexts;
  money: MoneyFormat;
}) {
  const when = dateTimeFormat(locale);
  return (
    <section className={styles.panel} aria-labelledby="timeline-title">
      <h2 id="timeline-title">{texts.title}</h2>
      <ol className={styles.timeline}>
        {order.timeline.map((event) => (
          <li key={event.id} className={styles.event}>
            <span className={styles.eventKind}>{texts.kinds[event.kind] ?? event.kind}</span>
            {detailOf(event, texts, (amount) => money(amount, order.currency)).map((part) => (
              <span key={part}>{part}</span>
            ))}
            {event.body ? <span className={styles.quote}>{event.body}</span> : null}
            <span className={styles.muted}>
              <time dateTime={event.at}>{when(event.at)}</time> ·{' '}
              {texts.by(event.staff ? event.staff.name || event.staff.email : texts.shop)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
