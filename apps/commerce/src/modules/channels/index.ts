export { type ApiKey, findApiKey, requireStaff, storeStaffApiKey } from './api-keys.ts';
export { currencyText } from './currency.ts';
export {
  FALLBACK_LANGUAGE_CODE,
  isLanguageCode,
  LANGUAGE_CODES,
  type LanguageCode,
  languageOfAcceptLanguage,
  localized,
} from './localized.ts';
export {
  type Channel,
  type Language,
  loadChannel,
  localizedName,
  type Market,
  resolveScope,
  type Scope,
  type ScopeRefusal,
} from './markets.ts';
export { requestScope } from './request-scope.ts';
export { type LinkScope, storefrontLink } from './storefront-link.ts';
