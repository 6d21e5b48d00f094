'use client';

import { useState } from 'react';
import styles from './contact.module.css';
import { ContactChoice, ContactField, FieldMessage, type FieldScope, invalidProps } from './contact-fields';
import { type ContactLimits, DELIVERY_OPTIONS, PART_ROWS_WITHOUT_SCRIPT } from './contact-form-state';
import { PartsRows } from './parts-rows';

interface KindFieldsProps {
  scope: FieldScope;
  limits: ContactLimits;
  /** Today in the browser: the earliest date a date field offers (none before it has run). */
  today: string | undefined;
}

/** Which machine: serial number, make and model. */
function MachineFields({ scope, limits }: Omit<KindFieldsProps, 'today'>) {
  return (
    <>
      <ContactField
        scope={scope}
        name="serialNumber"
        maxLength={limits.serialNumberMax}
        hint={scope.texts.hints.serialNumber}
      />
      <div className={styles.pair}>
        <ContactField scope={scope} name="make" maxLength={limits.makeMax} />
        <ContactField scope={scope} name="model" maxLength={limits.modelMax} />
      </div>
    </>
  );
}

/** A service: what kind, which machine, how far it has run and when it suits. */
export function ServiceFields({ scope, limits, today }: KindFieldsProps) {
  return (
    <>
      <ContactChoice scope={scope} name="serviceType" options={scope.texts.serviceTypes} />
      <MachineFields scope={scope} limits={limits} />
      <ContactField
        scope={scope}
        name="odometer"
        hint={scope.texts.hints.odometer}
        extra={{ type: 'number', inputMode: 'numeric', min: 0, max: limits.odometerMax }}
      />
      <ContactField
        scope={scope}
        name="preferredDate"
        type="date"
        hint={scope.texts.hints.date}
        extra={{ min: today }}
      />
    </>
  );
}

/** Parts: the rows of parts wanted, how they are delivered, and for which machine. */
export function PartsFields({ scope, limits }: Omit<KindFieldsProps, 'today'>) {
  return (
    <>
      <PartsRows
        initial={scope.values.parts}
        rowsWithoutScript={PART_ROWS_WITHOUT_SCRIPT}
        maxRows={limits.partRowsMax}
        limits={limits}
        texts={scope.texts.parts}
        invalid={invalidProps(scope, 'parts')}
      />
      <FieldMessage scope={scope} field="parts" />
      <fieldset className={styles.choices} {...invalidProps(scope, 'deliveryOption')}>
        <legend>
          {scope.texts.labels.deliveryOption}
          <span aria-hidden="true"> *</span>
        </legend>
        {DELIVERY_OPTIONS.map((option) => (
          <label key={option} className={styles.option}>
            <input
              type="radio"
              name="deliveryOption"
              value={option}
              required
              defaultChecked={scope.values.deliveryOption === option}
            />
            {scope.texts.deliveryOptions[option]}
          </label>
        ))}
        <FieldMessage scope={scope} field="deliveryOption" />
      </fieldset>
      <MachineFields scope={scope} limits={limits} />
    </>
  );
}

/** A rental: what, and from when to when; the end is never before the start. */
export function RentalFields({ scope, limits, today }: KindFieldsProps) {
  const [rentalFrom, setRentalFrom] = useState<string | undefined>();
  return (
    <>
      <ContactField scope={scope} name="rentalObject" required maxLength={limits.rentalObjectMax} />
      <fieldset className={styles.range} aria-describedby={`${scope.id}-range-hint`}>
        <legend>{scope.texts.labels.rentalPeriod}</legend>
        <p id={`${scope.id}-range-hint`} className={styles.hint}>
          {scope.texts.hints.date}
        </p>
        <div className={styles.pair}>
          <ContactField
            scope={scope}
            name="rentalFrom"
            required
            type="date"
            extra={{ min: today, onChange: (event) => setRentalFrom(event.currentTarget.value) }}
          />
          <ContactField
            scope={scope}
            name="rentalTo"
            required
            type="date"
            extra={{ min: rentalFrom || today }}
          />
        </div>
      </fieldset>
    </>
  );
}

/** A picture of the machine or part, checked for size in the browser first. */
export function ImageField({ scope, sentBefore }: { scope: FieldScope; sentBefore: boolean }) {
  return (
    <div className={styles.field}>
      <label htmlFor={`${scope.id}-image`}>{scope.texts.labels.image}</label>
      <input
        className="text-input"
        id={`${scope.id}-image`}
        name="image"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/heic,.heic"
        {...invalidProps(scope, 'image', `${scope.id}-image-hint`)}
      />
      <p id={`${scope.id}-image-hint`} className={styles.hint}>
        {scope.texts.hints.image}
        {sentBefore && ` ${scope.texts.hints.imageAgain}`}
      </p>
      <FieldMessage scope={scope} field="image" />
    </div>
  );
}
