import { localeOf } from '@/lib/routing/locales';
import { href, safeReturnPath } from '@/lib/routing/paths';

/** Where a signed-in member goes: the page they asked for, else the start page. */
export const destination = (form: FormData) => safeReturnPath(form.get('next')) ?? href(localeOf(form), '/');

/** The sign-in page's second step, keeping the page to return to. */
export function totpStep(form: FormData): string {
  const next = safeReturnPath(form.get('next'));
  return `${href(localeOf(form), '/sign-in')}?step=totp${next ? `&next=${encodeURIComponent(next)}` : ''}`;
}
