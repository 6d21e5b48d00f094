import { Button } from '@/ui/form';
import { Notice } from '@/ui/notice';
import { addNoteAction } from './actions';
import styles from './orders.module.css';
import { TextArea } from './text-area';

export interface NoteFormTexts {
  title: string;
  body: string;
  submit: string;
  done: string;
  problems: Record<string, string>;
}

/** A note on the order's timeline, posted as a plain form. */
export function NoteForm({
  orderId,
  locale,
  texts,
  outcome,
}: {
  orderId: number;
  locale: string;
  texts: NoteFormTexts;
  outcome: { done: boolean; problem: string | null; body: string | null };
}) {
  const problem = outcome.problem ? (texts.problems[outcome.problem] ?? texts.problems.UNKNOWN) : null;
  return (
    <form id="note" action={addNoteAction} className={styles.noteForm} aria-labelledby="note-title">
      <h3 id="note-title">{texts.title}</h3>
      {outcome.done ? <Notice tone="success">{texts.done}</Notice> : null}
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="orderId" value={orderId} />
      <TextArea
        name="body"
        id="note-body"
        label={texts.body}
        required
        maxLength={4000}
        defaultValue={outcome.body ?? ''}
        problem={problem}
      />
      <Button kind="secondary">{texts.submit}</Button>
    </form>
  );
}
