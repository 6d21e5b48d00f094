/** Percent-decoded text, or null when `text` holds a malformed escape (`%`, `%E2%82`, `%FF`). */
export function percentDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
