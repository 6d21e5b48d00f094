import styles from './rental.module.css';
import type { PickedDates } from './rental-picker';
import type { RentalTexts } from './rental-texts';

/**
 * The pickup and return days as the browser's own date fields: the form without JavaScript, in the
 * server's form and in the island until its calendar is here. Uncontrolled without `onChange`.
 */
export function DateFields({
  id,
  dates,
  texts,
  onChange,
}: {
  id: string;
  dates: PickedDates;
  texts: RentalTexts;
  onChange?: (dates: PickedDates) => void;
}) {
  const fields = [
    { key: 'from', label: texts.pickup },
    { key: 'to', label: texts.return },
  ] as const;
  return (
    <div className={styles.fields}>
      {fields.map(({ key, label }) => (
        <p key={key}>
          <label htmlFor={`${id}-${key}`}>{label}</label>
          <input
            id={`${id}-${key}`}
            type="date"
            name={key}
            className="text-input"
            {...(onChange
              ? { value: dates[key], onChange: (event) => onChange({ ...dates, [key]: event.target.value }) }
              : { defaultValue: dates[key] })}
          />
        </p>
      ))}
    </div>
  );
}

/**
 * The zip of the site to have the machine delivered to (ADR 66), optional. Uncontrolled without
 * `onChange`; with it, the zip counts once the shopper leaves the field (`onDone`), not per key.
 */
export function DeliveryZipField({
  id,
  zip,
  texts,
  onChange,
  onDone,
}: {
  id: string;
  zip: string;
  texts: RentalTexts;
  onChange?: (zip: string) => void;
  onDone?: () => void;
}) {
  return (
    <p className={styles.zip}>
      <label htmlFor={`${id}-zip`}>{texts.deliveryZip}</label>
      <input
        id={`${id}-zip`}
        type="text"
        name="zip"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={20}
        className="text-input"
        aria-describedby={`${id}-zip-hint`}
        {...(onChange
          ? { value: zip, onChange: (event) => onChange(event.target.value), onBlur: onDone }
          : { defaultValue: zip })}
      />
      <span id={`${id}-zip-hint`} className={styles.hint}>
        {texts.deliveryHint}
      </span>
    </p>
  );
}
