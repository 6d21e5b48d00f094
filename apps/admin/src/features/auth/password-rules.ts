/** The API's shortest staff password (STAFF_LIMITS.passwordMin): told before the form is sent. */
export const PASSWORD_MIN = 12;
