/** The storefront channel's key in every API test. */
export const TEST_API_KEY = 'test-key';
/** May change prices and stock; TEST_API_KEY, a storefront's key, may not. */
export const TEST_STAFF_API_KEY = 'test-staff-key';
