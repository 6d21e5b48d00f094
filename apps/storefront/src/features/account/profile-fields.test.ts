import { describe, expect, it } from 'vitest';
import { PROFILE_API_PROBLEMS } from './profile-fields';

describe('profile fields', () => {
  it("name the API's refusal codes of the address fields", () => {
    expect(PROFILE_API_PROBLEMS.INVALID_ZIP).toEqual({ field: 'zip', problem: 'invalidField' });
    expect(PROFILE_API_PROBLEMS.INVALID_ADDRESS_LINE1?.field).toBe('addressLine1');
    expect(PROFILE_API_PROBLEMS.INVALID_FIRST_NAME?.field).toBe('firstName');
  });
});
