'use client';

import { useEffect, useId, useRef, useState } from 'react';
import styles from './contact.module.css';
import type { PartRow } from './contact-form-state';

export interface PartsRowsTexts {
  legend: string;
  hint: string;
  articleNumber: string;
  quantity: string;
  /** "Row {row}". */
  row: string;
  addRow: string;
  /** "Remove row {row}". */
  removeRow: string;
}

/**
 * Rows of article number and quantity. Without scripts the form has its fixed number of rows (empty
 * ones are left out by the API); with scripts rows can be added, up to the API's most, and removed.
 */
export function PartsRows({
  initial,
  rowsWithoutScript,
  maxRows,
  limits,
  texts,
  invalid,
}: {
  initial: PartRow[];
  rowsWithoutScript: number;
  maxRows: number;
  limits: { articleNumberMax: number; quantityMax: number };
  texts: PartsRowsTexts;
  invalid: { 'aria-invalid'?: boolean; 'aria-describedby'?: string };
}) {
  const id = useId();
  const count = Math.min(Math.max(initial.length, rowsWithoutScript), maxRows);
  const nextId = useRef(count);
  const [rows, setRows] = useState(() => Array.from({ length: count }, (_, i) => i));
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const firstInput = useRef<Map<number, HTMLInputElement>>(new Map());

  function add() {
    const rowId = nextId.current++;
    setRows((current) => [...current, rowId]);
    // Focus the new row's article number once it is there.
    requestAnimationFrame(() => firstInput.current.get(rowId)?.focus());
  }
  function remove(rowId: number) {
    setRows((current) => current.filter((row) => row !== rowId));
  }

  return (
    <fieldset className={styles.parts} {...invalid}>
      <legend>{texts.legend}</legend>
      <p className={styles.hint}>{texts.hint}</p>
      <ol className={styles.partRows}>
        {rows.map((rowId, index) => {
          const value = initial[rowId];
          const row = texts.row.replace('{row}', String(index + 1));
          return (
            <li key={rowId} className={styles.partRow}>
              <div className={styles.field}>
                <label htmlFor={`${id}-article-${rowId}`}>
                  {texts.articleNumber}
                  <span className="visually-hidden">, {row}</span>
                </label>
                <input
                  className="text-input"
                  id={`${id}-article-${rowId}`}
                  name="partArticle"
                  defaultValue={value?.articleNumber}
                  maxLength={limits.articleNumberMax}
                  autoComplete="off"
                  ref={(input) => {
                    if (input) firstInput.current.set(rowId, input);
                    else firstInput.current.delete(rowId);
                  }}
                />
              </div>
              <div className={`${styles.field} ${styles.quantity}`}>
                <label htmlFor={`${id}-quantity-${rowId}`}>
                  {texts.quantity}
                  <span className="visually-hidden">, {row}</span>
                </label>
                <input
                  className="text-input"
                  id={`${id}-quantity-${rowId}`}
                  name="partQuantity"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={limits.quantityMax}
                  defaultValue={value?.quantity}
                />
              </div>
              {scripted && rows.length > 1 && (
                <button type="button" className={styles.removeRow} onClick={() => remove(rowId)}>
                  {texts.removeRow.replace('{row}', String(index + 1))}
                </button>
              )}
            </li>
          );
        })}
      </ol>
      {scripted && rows.length < maxRows && (
        <button type="button" className={styles.addRow} onClick={add}>
          {texts.addRow}
        </button>
      )}
    </fieldset>
  );
}
