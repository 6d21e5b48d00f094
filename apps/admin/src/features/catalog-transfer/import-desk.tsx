'use client';

import { type FormEvent, useActionState, useState } from 'react';
import { Button, formStyles } from '@/ui/form';
import { Notice } from '@/ui/notice';
import { checkImportAction, runImportAction } from './actions';
import styles from './import.module.css';
import { fill, ReportTables, type ReportTexts } from './report-tables';
import { EMPTY_CHECK, EMPTY_RUN, type RunResult, type RunState } from './state';

export interface ImportTexts {
  title: string;
  intro: string;
  file: string;
  fileHint: string;
  check: string;
  checking: string;
  checkedFile: string;
  notReady: string;
  runTitle: string;
  runIntro: string;
  run: string;
  running: string;
  progress: string;
  progressText: string;
  done: string;
  report: ReportTexts;
  /** The app's and the run's problems: NO_FILE, STALE, REFUSED, FORBIDDEN, ... */
  problems: Record<string, string>;
}

const problemText = (problems: Record<string, string>, code: string | null | undefined) =>
  code ? (problems[code] ?? problems.UNKNOWN ?? code) : null;

/** Reads the run's lines as they come: each progress line moves the bar, the last one is the result. */
async function streamRun(form: FormData, path: string, onProgress: (done: number, total: number) => void) {
  const response = await fetch(path, { method: 'POST', body: form });
  if (!response.body) return { ok: false, reason: 'UNKNOWN' } satisfies RunResult;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let rest = '';
  let result: RunResult = { ok: false, reason: 'UNKNOWN' };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const lines = (rest + value).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines.filter(Boolean)) {
      const message = JSON.parse(line) as { progress?: { done: number; total: number }; result?: RunResult };
      if (message.progress) onProgress(message.progress.done, message.progress.total);
      if (message.result) result = message.result;
    }
  }
  return result;
}

/**
 * Runs the checked file. With JavaScript the post streams the import's progress into a progress
 * bar; without it the form posts to the server action and the page shows the result when it ends.
 */
function RunForm({
  file,
  fingerprint,
  locale,
  texts,
  action,
  pending,
  state,
}: {
  file: string;
  fingerprint: string;
  locale: string;
  texts: ImportTexts;
  action: (form: FormData) => void;
  pending: boolean;
  state: RunState;
}) {
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [streamed, setStreamed] = useState<RunResult | null>(null);
  const [running, setRunning] = useState(false);
  const result = streamed ?? state.result;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setRunning(true);
    setProgress({ done: 0, total: 0 });
    try {
      setStreamed(
        await streamRun(form, `/${locale}/import/run`, (done, total) => setProgress({ done, total })),
      );
    } catch {
      setStreamed({ ok: false, reason: 'UNAVAILABLE' });
    } finally {
      setRunning(false);
    }
  }

  const busy = running || pending;
  return (
    <section aria-labelledby="import-run-title" className={styles.section}>
      <h2 id="import-run-title">{texts.runTitle}</h2>
      {result?.ok ? null : (
        <form action={action} onSubmit={onSubmit} className={formStyles.inline}>
          <p>{texts.runIntro}</p>
          <input type="hidden" name="file" value={file} />
          <input type="hidden" name="fingerprint" value={fingerprint} />
          <Button disabled={busy} aria-describedby={busy ? 'import-progress-text' : undefined}>
            {busy ? texts.running : texts.run}
          </Button>
        </form>
      )}
      {progress ? (
        <div className={styles.progress}>
          <label htmlFor="import-progress">{texts.progress}</label>
          <progress
            id="import-progress"
            max={progress.total || 1}
            value={progress.total ? progress.done : 0}
          />
          <span id="import-progress-text" aria-live="polite">
            {fill(texts.progressText, { done: progress.done, total: progress.total })}
          </span>
        </div>
      ) : null}
      {result ? <RunOutcome result={result} texts={texts} /> : null}
    </section>
  );
}

function RunOutcome({ result, texts }: { result: RunResult; texts: ImportTexts }) {
  if (result.ok) {
    const created = result.report?.createdCount ?? 0;
    const changed = result.report?.changedCount ?? 0;
    return <Notice tone="success">{fill(texts.done, { created, changed })}</Notice>;
  }
  return (
    <>
      <Notice tone="error">{problemText(texts.problems, result.reason)}</Notice>
      {result.reason === 'REFUSED' && result.report ? (
        <ReportTables report={result.report} texts={texts.report} />
      ) : null}
    </>
  );
}

/** The import: a file chosen and checked (the dry run's report), then run with its progress shown. */
export function ImportDesk({ locale, texts }: { locale: string; texts: ImportTexts }) {
  const [check, action, checking] = useActionState(checkImportAction, EMPTY_CHECK);
  // The run's own state: without JavaScript its post renders the page anew, the dry run's state gone.
  const [run, runAction, running] = useActionState(runImportAction, EMPTY_RUN);
  const problem = problemText(texts.problems, check.problem);
  const { report } = check;
  return (
    <>
      <section aria-labelledby="import-title" className={styles.section}>
        <h2 id="import-title">{texts.title}</h2>
        <p>{texts.intro}</p>
        <form action={action} className={formStyles.form}>
          <div className={formStyles.field}>
            <label className={formStyles.label} htmlFor="import-file">
              {texts.file}
            </label>
            <span id="import-file-hint" className={formStyles.hint}>
              {texts.fileHint}
            </span>
            <input
              id="import-file"
              name="file"
              type="file"
              required
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className={formStyles.input}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'import-file-hint import-file-problem' : 'import-file-hint'}
            />
            {problem ? (
              <span id="import-file-problem" className={formStyles.problem} role="alert">
                {problem}
              </span>
            ) : null}
          </div>
          <div>
            <Button disabled={checking}>{checking ? texts.checking : texts.check}</Button>
          </div>
        </form>
      </section>
      {report ? (
        <section aria-labelledby="import-report-title" className={styles.section} key={check.checked}>
          <h2 id="import-report-title">{fill(texts.checkedFile, { name: check.fileName ?? '' })}</h2>
          {report.ready ? null : <Notice tone="error">{texts.notReady}</Notice>}
          <ReportTables report={report} texts={texts.report} />
        </section>
      ) : null}
      {report && check.file ? (
        <RunForm
          key={check.checked}
          file={check.file}
          fingerprint={report.fingerprint}
          locale={locale}
          texts={texts}
          action={runAction}
          pending={running}
          state={run}
        />
      ) : run.result ? (
        <section aria-labelledby="import-run-title" className={styles.section}>
          <h2 id="import-run-title">{texts.runTitle}</h2>
          <RunOutcome result={run.result} texts={texts} />
        </section>
      ) : null}
    </>
  );
}
