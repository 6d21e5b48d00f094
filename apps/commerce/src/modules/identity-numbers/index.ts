export {
  canonicalIdentityNumber,
  isValidIdentityNumber,
  requiresIdentityNumber,
} from './identity-number.ts';
