/**
 * A query string as shoppers read it: `~` and `,` (the list filters' separators) stay as they are;
 * both are allowed unencoded in a query, and a label's own commas stay escaped (`%252C`).
 */
export function queryString(params: URLSearchParams): string {
  return params.toString().replace(/%7E/gi, '~').replace(/%2C/gi, ',');
}
