import { getFormatter, getTranslations } from 'next-intl/server';
import { Button, formStyles, TextField } from '@/ui/form';
import { Notice } from '@/ui/notice';
import { changeStockAction, setThresholdAction } from './actions';
import type { StockSkuDetail } from './documents';
import { type FormOutcome, problemAbove, problemBeside } from './outcome';
import styles from './stock.module.css';

const REASONS = ['DELIVERY', 'STOCKTAKE', 'DAMAGE'] as const;
type Reason = (typeof REASONS)[number];

const STOCK_FIELDS: Record<string, string> = {
  REASON_REQUIRED: 'reason',
  BAD_QUANTITY: 'quantity',
  NOT_ENOUGH_STOCK: 'quantity',
  TOO_MUCH_STOCK: 'quantity',
  NOTE_TOO_LONG: 'note',
};

/** A delivery, a stocktake or damage: the reason as radio buttons, the quantity and a note. */
export async function StockForm({
  sku,
  locale,
  outcome,
}: {
  sku: StockSkuDetail;
  locale: string;
  outcome: FormOutcome;
}) {
  const t = await getTranslations('stock');
  const beside = (field: string) => problemBeside(outcome, STOCK_FIELDS, field);
  const above = problemAbove(outcome, STOCK_FIELDS);
  const reasonProblem = beside('reason');
  const chosen = REASONS.includes(outcome.typed.reason as Reason) ? outcome.typed.reason : 'DELIVERY';
  const done = REASONS.includes(outcome.done as Reason) ? (outcome.done as Reason) : null;
  return (
    <section id="stock" className={styles.panel} aria-labelledby="stock-title">
      <h2 id="stock-title">{t('stock.title')}</h2>
      <p className={styles.muted}>{t('stock.intro')}</p>
      {done ? <Notice tone="success">{t(`stock.done.${done}`)}</Notice> : null}
      {above ? <Notice tone="error">{above}</Notice> : null}
      <form action={changeStockAction} className={styles.formGrid}>
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="skuId" value={sku.id} />
        <fieldset className={styles.reasons} aria-describedby={reasonProblem ? 'reason-problem' : undefined}>
          <legend>{t('stock.reason')}</legend>
          {REASONS.map((reason) => (
            <label key={reason} className={styles.check}>
              <input type="radio" name="reason" value={reason} defaultChecked={reason === chosen} />
              {t(`stock.reasons.${reason}`)}
            </label>
          ))}
          {reasonProblem ? (
            <span id="reason-problem" className={formStyles.problem}>
              {reasonProblem}
            </span>
          ) : null}
        </fieldset>
        <TextField
          name="quantity"
          type="number"
          inputMode="numeric"
          min={0}
          max={1_000_000}
          step={1}
          required
          label={t('stock.quantity')}
          hint={t('stock.quantityHint')}
          defaultValue={outcome.typed.quantity ?? ''}
          problem={beside('quantity')}
        />
        <TextField
          name="note"
          label={t('stock.note')}
          hint={t('stock.noteHint')}
          maxLength={500}
          defaultValue={outcome.typed.note ?? ''}
          problem={beside('note')}
        />
        <div>
          <Button>{t('stock.submit')}</Button>
        </div>
      </form>
    </section>
  );
}

/** The count at or below which the SKU is low in stock. */
export async function ThresholdForm({
  sku,
  locale,
  outcome,
}: {
  sku: StockSkuDetail;
  locale: string;
  outcome: FormOutcome;
}) {
  const t = await getTranslations('stock');
  const fields = { BAD_THRESHOLD: 'threshold' };
  const above = problemAbove(outcome, fields);
  return (
    <section id="threshold" className={styles.panel} aria-labelledby="threshold-title">
      <h2 id="threshold-title">{t('threshold.title')}</h2>
      <p className={styles.muted}>{t('threshold.intro')}</p>
      {outcome.done ? <Notice tone="success">{t('threshold.done')}</Notice> : null}
      {above ? <Notice tone="error">{above}</Notice> : null}
      <form action={setThresholdAction} className={styles.formGrid}>
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="skuId" value={sku.id} />
        <TextField
          name="threshold"
          type="number"
          inputMode="numeric"
          min={0}
          max={1_000_000}
          step={1}
          required
          label={t('threshold.label')}
          defaultValue={outcome.typed.threshold ?? String(sku.lowStockThreshold)}
          problem={problemBeside(outcome, fields, 'threshold')}
        />
        <div>
          <Button>{t('threshold.submit')}</Button>
        </div>
      </form>
    </section>
  );
}

type Change = StockSkuDetail['stockChanges'][number];

/** What a change did, in words: the reason and its quantity, or the threshold's move. */
function whatOf(change: Change, t: Awaited<ReturnType<typeof getTranslations<'stock'>>>): string {
  const quantity = change.quantity ?? 0;
  switch (change.reason) {
    case 'DELIVERY':
      return t('changes.delivery', { quantity });
    case 'STOCKTAKE':
      return t('changes.stocktake', { quantity });
    case 'DAMAGE':
      return t('changes.damage', { quantity });
    default:
      if (change.action === 'stock.threshold') {
        return t('changes.thresholdChange', {
          before: change.thresholdBefore ?? '',
          after: change.thresholdAfter ?? '',
        });
      }
      return change.action === 'stock.import' ? t('changes.import') : change.action;
  }
}

/** The SKU's latest changes of stock and threshold, newest first, from the audit trail. */
export async function StockChanges({ changes }: { changes: Change[] }) {
  const [t, format] = await Promise.all([getTranslations('stock'), getFormatter()]);
  return (
    <section className={styles.panel} aria-labelledby="changes-title">
      <h2 id="changes-title">{t('changes.title')}</h2>
      {changes.length === 0 ? (
        <p>{t('changes.none')}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        <section className={styles.scroll} tabIndex={0} aria-label={t('changes.caption')}>
          <table className={styles.grid}>
            <caption className="visually-hidden">{t('changes.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('changes.at')}</th>
                <th scope="col">{t('changes.what')}</th>
                <th scope="col" className={styles.numeric}>
                  {t('changes.count')}
                </th>
                <th scope="col">{t('changes.who')}</th>
                <th scope="col">{t('changes.note')}</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={change.id}>
                  <th scope="row">
                    {format.dateTime(new Date(change.at), {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                      timeZone: 'Europe/Stockholm',
                    })}
                  </th>
                  <td>{whatOf(change, t)}</td>
                  <td className={styles.numeric}>
                    {change.before === null
                      ? ''
                      : t('changes.fromTo', { before: change.before, after: change.after ?? '' })}
                  </td>
                  <td>{change.actor}</td>
                  <td>{change.note ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
