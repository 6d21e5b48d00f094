/** Lower-case letters and digits in runs joined by single dashes: an address's last segment (ADR 71). */
export const ALIAS_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * An alias made of a text, as the seed and the desks make them: å, ä to a, ö, ø to o, æ to ae,
 * accents dropped, anything else a dash; cut at a dash to at most `max` characters.
 */
export function slugOf(text: string, max = Number.POSITIVE_INFINITY): string {
  const slug = text
    .toLowerCase()
    .replace(/[åä]/g, 'a')
    .replace(/[öø]/g, 'o')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug.length <= max ? slug : slug.slice(0, max).replace(/-[^-]*$/, '');
}
