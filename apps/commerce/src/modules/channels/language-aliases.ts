import { LANGUAGE_CODES } from '@shop/contract';

/** An alias a product or content page has in one language besides its own (ADR 71). */
export interface LanguageAlias {
  languageCode: string;
  alias: string;
}

/** The address's last segment in a language: the alias it has there, else its own (Swedish) alias. */
export function aliasIn(aliases: readonly LanguageAlias[], alias: string, languageCode: string): string {
  return aliases.find((a) => a.languageCode === languageCode)?.alias ?? alias;
}

/** Its address in each of the shop's languages, `pathOf` giving the path of an alias. */
export function addressesIn(
  aliases: readonly LanguageAlias[],
  alias: string,
  pathOf: (alias: string) => string,
): { languageCode: string; canonicalUrl: string }[] {
  return LANGUAGE_CODES.map((languageCode) => ({
    languageCode,
    canonicalUrl: pathOf(aliasIn(aliases, alias, languageCode)),
  }));
}
