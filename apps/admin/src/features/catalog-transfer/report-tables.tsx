import tableStyles from '@/ui/data-table/data-table.module.css';
import type { ImportRefusal, ImportReport, ImportRow } from './documents';
import styles from './import.module.css';

/** The desk's texts for the report, from messages/{locale}/import.json (`report`, `problems`, `sheets`). */
export interface ReportTexts {
  summaryCaption: string;
  sheet: string;
  rows: string;
  created: string;
  changed: string;
  unchanged: string;
  refused: string;
  row: string;
  articleNumber: string;
  market: string;
  column: string;
  reason: string;
  changes: string;
  createdCaption: string;
  changedCaption: string;
  refusedCaption: string;
  /** "{shown} of {total} rows are listed." */
  listed: string;
  wholeFile: string;
  none: string;
  sheets: Record<string, string>;
  problems: Record<string, string>;
}

/** A text with its {placeholders} filled in. */
export const fill = (text: string, values: Record<string, string | number | null>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? whole : String(value);
  });

/** A table that scrolls on its own on a narrow screen, reachable by keyboard, named by its caption. */
function Table({
  id,
  caption,
  head,
  children,
}: {
  id: string;
  caption: string;
  head: string[];
  children: React.ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the screen scrolls by keyboard too
    <section className={tableStyles.wrap} aria-labelledby={`${id}-caption`} tabIndex={0}>
      <table className={tableStyles.table}>
        <caption id={`${id}-caption`} className={tableStyles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}

function Listed({ shown, total, texts }: { shown: number; total: number; texts: ReportTexts }) {
  return shown < total ? <p className={styles.note}>{fill(texts.listed, { shown, total })}</p> : null;
}

function ChangeRows({
  id,
  rows,
  total,
  caption,
  texts,
}: {
  id: string;
  rows: ImportRow[];
  total: number;
  caption: string;
  texts: ReportTexts;
}) {
  if (total === 0) return null;
  return (
    <>
      <Table
        id={id}
        caption={fill(caption, { count: total })}
        head={[texts.row, texts.sheet, texts.articleNumber, texts.market, texts.changes]}
      >
        {rows.map((r) => (
          <tr key={`${r.sheet}-${r.row}`}>
            <td className={tableStyles.numeric}>{r.row}</td>
            <td>{texts.sheets[r.sheet] ?? r.sheet}</td>
            <th scope="row">{r.articleNumber}</th>
            <td>{r.market ?? ''}</td>
            <td>
              <ul className={styles.changes}>
                {r.fields.map((f) => (
                  <li key={f.field}>
                    <span className={styles.field}>{f.field}</span>:{' '}
                    {f.old === null ? '' : <del>{f.old}</del>}
                    {f.old === null ? '' : ' → '}
                    <ins>{f.new}</ins>
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </Table>
      <Listed shown={rows.length} total={total} texts={texts} />
    </>
  );
}

/** Why a row was refused, in the member's language, with what the cell held and what was expected. */
export const reasonOf = (
  r: Pick<ImportRefusal, 'problem' | 'value' | 'expected' | 'column'>,
  problems: Record<string, string>,
) => fill(problems[r.problem] ?? r.problem, { value: r.value ?? '', expected: r.expected, column: r.column });

/** The dry run: rows per sheet, then the refused, created and changed rows, each an accessible table. */
export function ReportTables({ report, texts }: { report: ImportReport; texts: ReportTexts }) {
  return (
    <div className={styles.report}>
      {report.sheets.length > 0 ? (
        <Table
          id="import-summary"
          caption={texts.summaryCaption}
          head={[texts.sheet, texts.rows, texts.created, texts.changed, texts.unchanged, texts.refused]}
        >
          {report.sheets.map((s) => (
            <tr key={s.sheet}>
              <th scope="row">{texts.sheets[s.sheet] ?? s.sheet}</th>
              <td className={tableStyles.numeric}>{s.rows}</td>
              <td className={tableStyles.numeric}>{s.created}</td>
              <td className={tableStyles.numeric}>{s.changed}</td>
              <td className={tableStyles.numeric}>{s.unchanged}</td>
              <td className={tableStyles.numeric}>{s.refused}</td>
            </tr>
          ))}
        </Table>
      ) : null}
      {report.refused.length > 0 ? (
        <>
          <Table
            id="import-refused"
            caption={fill(texts.refusedCaption, { count: report.refusedCount })}
            head={[texts.row, texts.sheet, texts.articleNumber, texts.column, texts.reason]}
          >
            {report.refused.map((r) => (
              <tr key={`${r.sheet}-${r.row}-${r.column}-${r.problem}-${r.value}`}>
                <td className={tableStyles.numeric}>{r.row ?? texts.wholeFile}</td>
                <td>{r.sheet ? (texts.sheets[r.sheet] ?? r.sheet) : ''}</td>
                <th scope="row">{r.articleNumber ?? ''}</th>
                <td>{r.column ?? ''}</td>
                <td>{reasonOf(r, texts.problems)}</td>
              </tr>
            ))}
          </Table>
          <Listed
            shown={report.refused.length}
            total={report.refused.length < report.listedMax ? report.refused.length : report.refusedCount}
            texts={texts}
          />
        </>
      ) : null}
      <ChangeRows
        id="import-created"
        rows={report.created}
        total={report.createdCount}
        caption={texts.createdCaption}
        texts={texts}
      />
      <ChangeRows
        id="import-changed"
        rows={report.changed}
        total={report.changedCount}
        caption={texts.changedCaption}
        texts={texts}
      />
      {report.ready && report.createdCount + report.changedCount === 0 ? <p>{texts.none}</p> : null}
    </div>
  );
}
