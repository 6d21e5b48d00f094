/** What the two-factor setup shows after a post: the new secret to scan, or the outcome. */
export interface TotpFormState {
  problem: string | null;
  /** The setup under way: the secret (also typed by hand) and its otpauth:// address as a QR path. */
  setup?: { secret: string; uri: string; qr: { size: number; path: string } } | null;
  done?: boolean;
}

/** What the API token form shows after a post: the new token, once. */
export interface TokenFormState {
  problem: string | null;
  token?: { name: string; value: string } | null;
}

export const EMPTY_TOTP_FORM: TotpFormState = { problem: null };
export const EMPTY_TOKEN_FORM: TokenFormState = { problem: null };
