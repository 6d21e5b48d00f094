/** The HTML of the page's first form that holds `marker`. */
export function formHtml(html: string, marker: string): string {
  const form = html
    .split('<form')
    .map((part) => part.split('</form>')[0] ?? '')
    .find((part) => part.includes(marker));
  if (!form) throw new Error(`No form with ${marker}`);
  return form;
}

/** The hidden fields a server-action form carries, read from the page's HTML as a bot would. */
export function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [, name, value = ''] of html.matchAll(
    /<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g,
  )) {
    fields[name as string] = value.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
  }
  return fields;
}
