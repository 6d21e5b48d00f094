/** The market selector's and panel's texts, worded on the server. */
export interface MarketTexts {
  label: string;
  /** One option, with `{country}` and `{currency}`. */
  option: string;
  close: string;
  /** Beside the market in use. */
  current: string;
  /** A heading per market group key; a key without one is shown as it is. */
  groups: Record<string, string>;
}
