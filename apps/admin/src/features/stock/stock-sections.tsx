import { getFormatter, getTranslations } from 'next-intl/server';
import { formStyles, TextField } from '@/ui/form';
import { changeStockAction, setThresholdAction } from './actions';
import type { StockSkuDetail } from './documents';
import { problemAbove, problemBeside } from './outcome';
import { CountField, ScrollTable, SkuForm, SkuPanel, type SkuSectionProps } from './sku-parts';
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
export async function StockForm({ sku, locale, outcome }: SkuSectionProps) {
  const t = await getTranslations('stock');
  const beside = (field: string) => problemBeside(outcome, STOCK_FIELDS, field);
  const reasonProblem = beside('reason');
  const chosen = REASONS.includes(outcome.typed.reason as Reason) ? outcome.typed.reason : 'DELIVERY';
  const done = REASONS.includes(outcome.done as Reason) ? (outcome.done as Reason) : null;
  return (
    <SkuPanel
      name="stock"
      anchor
      title={t('stock.title')}
      intro={t('stock.intro')}
      done={done ? t(`stock.done.${done}`) : null}
      problem={problemAbove(outcome, STOCK_FIELDS)}
    >
      <SkuForm action={changeStockAction} sku={sku} locale={locale} submit={t('stock.submit')}>
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
        <CountField
          name="quantity"
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
      </SkuForm>
    </SkuPanel>
  );
}

/** The count at or below which the SKU is low in stock. */
export async function ThresholdForm({ sku, locale, outcome }: SkuSectionProps) {
  const t = await getTranslations('stock');
  const fields = { BAD_THRESHOLD: 'threshold' };
  return (
    <SkuPanel
      name="threshold"
      anchor
      title={t('threshold.title')}
      intro={t('threshold.intro')}
      done={outcome.done ? t('threshold.done') : null}
      problem={problemAbove(outcome, fields)}
    >
      <SkuForm action={setThresholdAction} sku={sku} locale={locale} submit={t('threshold.submit')}>
        <CountField
          name="threshold"
          label={t('threshold.label')}
          defaultValue={outcome.typed.threshold ?? String(sku.lowStockThreshold)}
          problem={problemBeside(outcome, fields, 'threshold')}
        />
      </SkuForm>
    </SkuPanel>
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
    <SkuPanel name="changes" title={t('changes.title')}>
      {changes.length === 0 ? (
        <p>{t('changes.none')}</p>
      ) : (
        <ScrollTable caption={t('changes.caption')}>
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
        </ScrollTable>
      )}
    </SkuPanel>
  );
}
