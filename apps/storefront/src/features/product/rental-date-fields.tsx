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
