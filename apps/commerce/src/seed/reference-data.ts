/** Languages, currencies, countries, the channel and its markets: the shop's fixed setup. */

export const languageRows = [
  { id: 'sv-SE', code: 'sv', name: 'Svenska' },
  { id: 'da-DK', code: 'da', name: 'Dansk' },
  { id: 'en-GB', code: 'en', name: 'English' },
  { id: 'fi-FI', code: 'fi', name: 'Suomi' },
  { id: 'nb-NO', code: 'nb', name: 'Norsk bokmål' },
];

export const currencyRows = [
  {
    code: 'SEK',
    name: {
      sv: 'Svensk krona',
      da: 'Svensk krone',
      en: 'Swedish krona',
      fi: 'Ruotsin kruunu',
      nb: 'Svensk krone',
    },
  },
  {
    code: 'DKK',
    name: {
      sv: 'Dansk krona',
      da: 'Dansk krone',
      en: 'Danish krone',
      fi: 'Tanskan kruunu',
      nb: 'Dansk krone',
    },
  },
  {
    code: 'NOK',
    name: {
      sv: 'Norsk krona',
      da: 'Norsk krone',
      en: 'Norwegian krone',
      fi: 'Norjan kruunu',
      nb: 'Norsk krone',
    },
  },
  { code: 'EUR', name: { sv: 'Euro', da: 'Euro', en: 'Euro', fi: 'Euro', nb: 'Euro' } },
];

export const countryRows = [
  { code: 'SE', name: { sv: 'Sverige', da: 'Sverige', en: 'Sweden', fi: 'Ruotsi', nb: 'Sverige' } },
  { code: 'DK', name: { sv: 'Danmark', da: 'Danmark', en: 'Denmark', fi: 'Tanska', nb: 'Danmark' } },
  { code: 'NO', name: { sv: 'Norge', da: 'Norge', en: 'Norway', fi: 'Norja', nb: 'Norge' } },
  { code: 'FI', name: { sv: 'Finland', da: 'Finland', en: 'Finland', fi: 'Suomi', nb: 'Finland' } },
  { code: 'DE', name: { sv: 'Tyskland', da: 'Tyskland', en: 'Germany', fi: 'Saksa', nb: 'Tyskland' } },
  { code: 'AX', name: { sv: 'Åland', da: 'Åland', en: 'Åland Islands', fi: 'Ahvenanmaa', nb: 'Åland' } },
];

export { CHANNEL_ID } from '@shop/contract';

/**
 * The demo channel's theme (ADR 70): the spec's theme colour and font, which the storefront sets on
 * every page's root. Public Sans is the font the storefront serves itself.
 */
export const CHANNEL_THEME = {
  '--color-theme': '#363636',
  '--font': 'var(--font-public-sans), system-ui, sans-serif',
};

export interface MarketSeed {
  alias: string;
  countryCode: string;
  currencyCode: string;
  vatRateBp: number;
  groupKey: string;
  /** The first is the market's default language. */
  languageIds: string[];
  /** Rough value of one Swedish krona in this market's currency, for seeding prices. */
  perSek: number;
  /** Offered only as a country of the checkout, never as a market to browse. */
  onlyDisplayInCheckout?: boolean;
}

/** The default and fallback market comes first. */
export const marketSeeds: MarketSeed[] = [
  {
    alias: 'se',
    countryCode: 'SE',
    currencyCode: 'SEK',
    vatRateBp: 2500,
    groupKey: 'nordic',
    languageIds: ['sv-SE', 'en-GB'],
    perSek: 1,
  },
  {
    alias: 'dk',
    countryCode: 'DK',
    currencyCode: 'DKK',
    vatRateBp: 2500,
    groupKey: 'nordic',
    languageIds: ['da-DK', 'en-GB'],
    perSek: 0.65,
  },
  {
    alias: 'no',
    countryCode: 'NO',
    currencyCode: 'NOK',
    vatRateBp: 2500,
    groupKey: 'nordic',
    languageIds: ['nb-NO', 'en-GB'],
    perSek: 1.02,
  },
  {
    alias: 'fi',
    countryCode: 'FI',
    currencyCode: 'EUR',
    vatRateBp: 2550,
    groupKey: 'nordic',
    languageIds: ['fi-FI', 'sv-SE', 'en-GB'],
    perSek: 0.088,
  },
  {
    alias: 'eu',
    countryCode: 'DE',
    currencyCode: 'EUR',
    vatRateBp: 1900,
    groupKey: 'europe',
    languageIds: ['en-GB', 'sv-SE', 'da-DK', 'fi-FI', 'nb-NO'],
    perSek: 0.088,
  },
  // Åland (ADR 70): Swedish-speaking, a ferry from Stockholm, outside the EU's VAT area, so the shop
  // keeps no pages for it but ships there. Priced as Finland, whose VAT Åland levies on imports.
  {
    alias: 'ax',
    countryCode: 'AX',
    currencyCode: 'EUR',
    vatRateBp: 2550,
    groupKey: 'nordic',
    languageIds: ['sv-SE', 'fi-FI'],
    perSek: 0.088,
    onlyDisplayInCheckout: true,
  },
];
