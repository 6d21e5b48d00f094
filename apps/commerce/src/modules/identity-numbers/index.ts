export {
  canonicalIdentityNumber,
  identityCountryOf,
  isValidIdentityNumber,
  requiresIdentityNumber,
} from './identity-number.ts';
