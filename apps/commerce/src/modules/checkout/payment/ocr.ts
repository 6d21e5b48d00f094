/** The Luhn (mod 10) check digit of a run of digits. */
function luhnDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) d *= 2;
    sum += d > 9 ? d - 9 : d;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * The OCR reference an invoice is paid with (Bankgirot's form with a length digit): the order
 * number, the last digit of the reference's whole length, and a Luhn check digit over the rest.
 * A bank refuses a mistyped reference, so every payment finds its order.
 */
export function ocrReference(orderId: number): string {
  const base = String(orderId);
  const withLength = `${base}${(base.length + 2) % 10}`;
  return `${withLength}${luhnDigit(withLength)}`;
}

/** Whether a reference is one ocrReference made: length digit and check digit both right. */
export function isOcrReference(reference: string): boolean {
  if (!/^\d{3,25}$/.test(reference)) return false;
  const body = reference.slice(0, -1);
  return Number(reference.at(-2)) === reference.length % 10 && luhnDigit(body) === Number(reference.at(-1));
}
