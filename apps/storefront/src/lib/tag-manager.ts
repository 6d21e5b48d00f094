/** Where Google Tag Manager's script comes from: the one other origin the policy names (ADR 40). */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';
const CONTAINER_ID = /^GTM-[A-Z0-9]{1,16}$/;

/**
 * The tag manager's container id (`GTM_CONTAINER_ID`), or null: unset or malformed, the data layer
 * is still filled and no script is loaded. Read by the build (the security headers) and the pages.
 */
export function tagManagerContainer(value = process.env.GTM_CONTAINER_ID): string | null {
  const id = value?.trim().toUpperCase() ?? '';
  return CONTAINER_ID.test(id) ? id : null;
}

/** The container's script, loaded once the shopper allows statistics. */
export const tagManagerScript = (container: string) =>
  `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(container)}`;
