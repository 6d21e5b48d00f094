/** The cookie panel's element id: the footer's "Cookie settings" links to it, and the scripts find it. */
export const CONSENT_PANEL_ID = 'cookie-consent';
