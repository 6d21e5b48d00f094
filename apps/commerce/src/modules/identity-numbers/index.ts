export {
  canonicalIdentityNumber,
  type IdentityHolder,
  isValidIdentityNumber,
  requiresIdentityNumber,
} from './identity-number.ts';
