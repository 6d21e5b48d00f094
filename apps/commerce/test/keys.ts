/** The storefront channel's key in every API test. */
export const TEST_API_KEY = 'test-key';
/** May change prices and stock; TEST_API_KEY, a storefront's key, may not. */
export const TEST_STAFF_API_KEY = 'test-staff-key';
/** Shared by the test API and its clients, as SHOPPER_ADDRESS_SECRET is by the two apps. */
export const TEST_SHOPPER_SECRET = 'test-shopper-secret';
/** What /metrics asks for in tests that read it. */
export const TEST_METRICS_TOKEN = 'test-metrics-token';
