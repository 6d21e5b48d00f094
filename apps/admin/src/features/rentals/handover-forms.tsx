import { Button, formStyles, TextField } from '@/ui/form';
import { Notice } from '@/ui/notice';
import { addPhotosAction, endMaintenanceAction, handoverAction } from './actions';
import styles from './rentals.module.css';

export interface HandoverTexts {
  title: string;
  hourMeter: string;
  hourMeterHint: string;
  fuel: string;
  notes: string;
  damage: string;
  photos: PhotoTexts;
  submit: string;
}

export interface PhotoTexts {
  label: string;
  /** The limits, from the API. */
  hint: string;
}

/** Which field a refusal belongs beside; the rest are said above the fields. */
const FIELD_OF: Record<string, 'hourMeter' | 'fuelPercent' | 'notes' | 'photos'> = {
  METER_BACKWARDS: 'hourMeter',
  BAD_METER: 'hourMeter',
  BAD_FUEL: 'fuelPercent',
  TEXT_TOO_LONG: 'notes',
  TOO_MANY_PHOTOS: 'photos',
  PHOTO_TOO_LARGE: 'photos',
  PHOTO_TYPE: 'photos',
  PHOTOS_REQUIRED: 'photos',
};

/** The photo files, their limits beside them; the API reads each file's type from its bytes. */
function PhotoField({ id, texts, problem }: { id: string; texts: PhotoTexts; problem?: string | null }) {
  const described = [`${id}-hint`, problem ? `${id}-problem` : null].filter(Boolean).join(' ');
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={id}>
        {texts.label}
      </label>
      <span id={`${id}-hint`} className={formStyles.hint}>
        {texts.hint}
      </span>
      <input
        id={id}
        name="photos"
        type="file"
        accept="image/*"
        multiple
        className={formStyles.input}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described}
      />
      {problem ? (
        <span id={`${id}-problem`} className={formStyles.problem}>
          {problem}
        </span>
      ) : null}
    </div>
  );
}

/** A labelled text area (the form kit has inputs and selects). */
function Area({
  name,
  label,
  value,
  problem,
}: {
  name: string;
  label: string;
  value: string;
  problem?: string | null;
}) {
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={name}>
        {label}
      </label>
      <textarea
        id={name}
        name={name}
        rows={3}
        maxLength={2000}
        className={formStyles.input}
        defaultValue={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${name}-problem` : undefined}
      />
      {problem ? (
        <span id={`${name}-problem`} className={formStyles.problem}>
          {problem}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The hand-out form of a booked hire, or the return form of one that is out: hour meter, fuel,
 * notes (and damage on return) and photos, posted as a plain multipart form; the API judges them.
 */
export function HandoverForm({
  kind,
  bookingId,
  locale,
  lastMeter,
  outcome,
  texts,
}: {
  kind: 'handOut' | 'return';
  bookingId: number;
  locale: string;
  lastMeter: number;
  outcome: {
    problem: { code: string; text: string } | null;
    typed: Record<'hourMeter' | 'fuelPercent' | 'notes' | 'damage', string | null>;
  };
  texts: HandoverTexts;
}) {
  const field = outcome.problem ? FIELD_OF[outcome.problem.code] : undefined;
  const beside = (name: string) => (field === name ? (outcome.problem?.text ?? null) : null);
  return (
    <section id={kind} className={styles.panel} aria-labelledby={`${kind}-title`}>
      <h2 id={`${kind}-title`}>{texts.title}</h2>
      {outcome.problem && !field ? <Notice tone="error">{outcome.problem.text}</Notice> : null}
      {/* Keyed by the refusal, so the page's answer fills the fields anew. */}
      <form key={outcome.problem?.code ?? 'none'} action={handoverAction} className={styles.formGrid}>
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="bookingId" value={bookingId} />
        <input type="hidden" name="kind" value={kind} />
        <TextField
          name="hourMeter"
          type="number"
          inputMode="numeric"
          min={lastMeter}
          step={1}
          label={texts.hourMeter}
          hint={texts.hourMeterHint}
          defaultValue={outcome.typed.hourMeter ?? String(lastMeter)}
          problem={beside('hourMeter')}
          required
        />
        <TextField
          name="fuelPercent"
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          label={texts.fuel}
          defaultValue={outcome.typed.fuelPercent ?? ''}
          problem={beside('fuelPercent')}
          required
        />
        <Area name="notes" label={texts.notes} value={outcome.typed.notes ?? ''} problem={beside('notes')} />
        {kind === 'return' ? (
          <Area name="damage" label={texts.damage} value={outcome.typed.damage ?? ''} />
        ) : null}
        <PhotoField id={`${kind}-photos`} texts={texts.photos} problem={beside('photos')} />
        <Button>{texts.submit}</Button>
      </form>
    </section>
  );
}

/** More photos for a hand-out or return on record, posted as a plain multipart form. */
export function AddPhotosForm({
  kind,
  bookingId,
  locale,
  problem,
  texts,
}: {
  kind: 'OUT' | 'RETURN';
  bookingId: number;
  locale: string;
  problem: string | null;
  texts: PhotoTexts & { submit: string };
}) {
  return (
    <form id={`photos-${kind}`} action={addPhotosAction} className={styles.formGrid}>
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="bookingId" value={bookingId} />
      <input type="hidden" name="kind" value={kind} />
      <PhotoField id={`more-photos-${kind}`} texts={texts} />
      <Button kind="secondary">{texts.submit}</Button>
    </form>
  );
}

/** Ends a maintenance block: the unit back in service now. */
export function EndBlockForm({
  bookingId,
  locale,
  outcome,
  texts,
}: {
  bookingId: number;
  locale: string;
  outcome: { problem: string | null };
  texts: { submit: string };
}) {
  return (
    <section id="maintenance" className={styles.panel} aria-label={texts.submit}>
      {outcome.problem ? <Notice tone="error">{outcome.problem}</Notice> : null}
      <form action={endMaintenanceAction}>
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="bookingId" value={bookingId} />
        <Button kind="danger">{texts.submit}</Button>
      </form>
    </section>
  );
}
