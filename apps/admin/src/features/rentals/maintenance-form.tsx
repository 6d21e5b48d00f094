import { Button, SelectField, TextField } from '@/ui/form';
import { Notice } from '@/ui/notice';
import { addMaintenanceAction } from './actions';
import styles from './rentals.module.css';

export interface MaintenanceTexts {
  title: string;
  intro: string;
  unit: string;
  from: string;
  to: string;
  reason: string;
  submit: string;
  done: (id: string) => string;
}

/** Which field a refusal belongs beside; the rest are said above the fields. */
const FIELD_OF: Record<string, 'unitId' | 'blockFrom' | 'reason'> = {
  UNIT_NOT_FOUND: 'unitId',
  UNIT_RETIRED: 'unitId',
  BAD_PERIOD: 'blockFrom',
  PERIOD_IN_THE_PAST: 'blockFrom',
  PERIOD_TOO_LONG: 'blockFrom',
  REASON_REQUIRED: 'reason',
  TEXT_TOO_LONG: 'reason',
};

/**
 * Takes a unit out of service for days with a reason, posted as a plain form. The unit a row's
 * block link names is chosen; a refusal is said beside its field, a block over a booking names it.
 */
export function MaintenanceForm({
  locale,
  units,
  returnTo,
  outcome,
  texts,
}: {
  locale: string;
  units: { name: string; units: { id: number; serialNumber: string }[] }[];
  /** The calendar's date and machine to come back to, `from[:productId]`. */
  returnTo: string;
  outcome: {
    unit: number | null;
    done: string | null;
    problem: { code: string; text: string } | null;
    typed: { from: string | null; to: string | null; reason: string | null };
  };
  texts: MaintenanceTexts;
}) {
  const field = outcome.problem ? FIELD_OF[outcome.problem.code] : undefined;
  const beside = (name: string) => (field === name ? (outcome.problem?.text ?? null) : null);
  return (
    <section id="maintenance" className={styles.panel} aria-labelledby="maintenance-title">
      <h2 id="maintenance-title">{texts.title}</h2>
      <p className={styles.muted}>{texts.intro}</p>
      {outcome.done ? <Notice tone="success">{texts.done(outcome.done)}</Notice> : null}
      {outcome.problem && !field ? <Notice tone="error">{outcome.problem.text}</Notice> : null}
      {/* Keyed by the outcome: a link or a post that lands on this page again fills the fields anew. */}
      <form
        key={`${outcome.unit}-${outcome.done}-${outcome.problem?.code}`}
        action={addMaintenanceAction}
        className={styles.formGrid}
      >
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <SelectField
          name="unitId"
          label={texts.unit}
          defaultValue={outcome.unit ? String(outcome.unit) : undefined}
          problem={beside('unitId')}
          required
        >
          {units.map((object) => (
            <optgroup key={object.name} label={object.name}>
              {object.units.map((unit) => (
                <option key={unit.id} value={unit.id}>
                  {unit.serialNumber}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
        <TextField
          name="blockFrom"
          type="date"
          label={texts.from}
          defaultValue={outcome.typed.from ?? ''}
          problem={beside('blockFrom')}
          required
        />
        <TextField
          name="blockTo"
          type="date"
          label={texts.to}
          defaultValue={outcome.typed.to ?? ''}
          required
        />
        <TextField
          name="reason"
          label={texts.reason}
          maxLength={500}
          defaultValue={outcome.typed.reason ?? ''}
          problem={beside('reason')}
          required
        />
        <Button>{texts.submit}</Button>
      </form>
    </section>
  );
}
