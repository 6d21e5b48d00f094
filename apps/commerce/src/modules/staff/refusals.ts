import type { Database, Transaction } from '#src/db/client.ts';

/** Every way a staff change is refused; the admin app shows its own words by the code. */
export const STAFF_REFUSALS = {
  EMAIL_TAKEN: 'A staff member with this email already exists.',
  MEMBER_NOT_FOUND: 'There is no such staff member.',
  LAST_OWNER: 'The shop must keep at least one active owner.',
  NOT_YOURSELF: 'You cannot disable yourself or change your own role; ask another owner.',
  SAME_ROLE: 'The member already has this role.',
  ALREADY_DISABLED: 'The member is already disabled.',
  NOT_DISABLED: 'The member is not disabled.',
  LINK_INVALID: 'The link has expired or was already used; ask an owner for a new one.',
  DISABLED: 'This staff member is disabled; ask an owner.',
  WRONG_CODE: 'The code is not the one the authenticator app shows now.',
  TOTP_ALREADY_ON: 'Two-factor sign-in is already on.',
  TOTP_NOT_STARTED: 'Start the two-factor setup first.',
  TOTP_NOT_ON: 'Two-factor sign-in is not on.',
  TOKEN_NOT_FOUND: 'There is no such API token.',
  TOO_MANY_TOKENS: 'Revoke an API token before you make another.',
} as const;

export type StaffRefusalCode = keyof typeof STAFF_REFUSALS;

/** A change refused: thrown inside the transaction, which rolls back, and answered as a value. */
export class StaffRefusal extends Error {
  readonly refusal: StaffRefusalCode;
  constructor(refusal: StaffRefusalCode) {
    super(STAFF_REFUSALS[refusal]);
    this.refusal = refusal;
  }
}

/** What a staff change answers: its value, or the refusal's code and message. */
export type StaffOutcome<T> =
  | { value: T; refusal: null; message: null }
  | { value: null; refusal: StaffRefusalCode; message: string };

/** Runs a staff change in one transaction; a refusal rolls it back and is answered, anything else is thrown. */
export async function staffTransaction<T>(
  db: Database,
  run: (tx: Transaction) => Promise<T>,
): Promise<StaffOutcome<T>> {
  try {
    return { value: await db.transaction(run), refusal: null, message: null };
  } catch (error) {
    if (error instanceof StaffRefusal) return { value: null, refusal: error.refusal, message: error.message };
    throw error;
  }
}
