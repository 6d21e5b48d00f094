'use client';

import { useId } from 'react';
import { CUSTOMER_TYPES, type CustomerType } from '@/lib/config';
import { useHydrated } from '@/ui/use-hydrated';
import { useChooseCustomerType, useShop } from './shop-provider';
import styles from './toggles.module.css';

export interface CustomerTypeTexts {
  label: string;
  types: Record<CustomerType, string>;
}

/** Private person or company: prices switch between including and excluding VAT everywhere. */
export function CustomerTypeToggle({ texts }: { texts: CustomerTypeTexts }) {
  // Unique per toggle: the header and the phone menu may both hold one.
  const name = useId();
  const customerType = useShop((s) => s.customerType);
  const choose = useChooseCustomerType();
  // A choice made before the page's script runs would be lost: the toggle waits for it.
  const hydrated = useHydrated();

  return (
    <fieldset className={styles.segmented} disabled={!hydrated}>
      <legend className="visually-hidden">{texts.label}</legend>
      {CUSTOMER_TYPES.map(({ type }) => (
        <label key={type} className={styles.option}>
          <input
            type="radio"
            name={name}
            value={type}
            checked={customerType === type}
            onChange={() => choose(type)}
          />
          <span>{texts.types[type]}</span>
        </label>
      ))}
    </fieldset>
  );
}
