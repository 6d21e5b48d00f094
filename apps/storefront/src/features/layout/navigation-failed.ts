/** What an error page sends the loading bar, apart from the bar's own code (which loads when idle). */
export const NAVIGATION_FAILED_EVENT = 'shop:navigation-failed';

/** Marks the bar as failed, e.g. from an error page. */
export function failNavigation() {
  window.dispatchEvent(new Event(NAVIGATION_FAILED_EVENT));
}
