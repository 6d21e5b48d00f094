export { ALIAS_PATTERN, slugOf } from './alias.ts';
export { type ApiKey, findApiKey, requireStaff, storeStaffApiKey } from './api-keys.ts';
export { currencyText } from './currency.ts';
export { addressesIn, aliasIn, type LanguageAlias } from './language-aliases.ts';
export {
  FALLBACK_LANGUAGE_CODE,
  isLanguageCode,
  type LanguageCode,
  languageOfAcceptLanguage,
  localized,
} from './localized.ts';
export type {
  Market,
  Scope,
} from './markets.ts';
export { requestScope } from './request-scope.ts';
export { type LinkScope, storefrontLink } from './storefront-link.ts';
export { themeRefusals } from './theme.ts';
