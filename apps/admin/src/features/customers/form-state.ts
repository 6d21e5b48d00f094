/** What the note form shows after its post: the note kept when it was refused. */
export interface NoteFormState {
  problem: string | null;
  body?: string;
  /** Counts the notes written, so the form empties after each. */
  written: number;
}

export const EMPTY_NOTE_FORM: NoteFormState = { problem: null, written: 0 };

/** The sign-in link as an address to open, or why there is none. */
export interface ImpersonationState {
  problem: string | null;
  url?: string;
  expiresAt?: string;
}

export const EMPTY_IMPERSONATION: ImpersonationState = { problem: null };
