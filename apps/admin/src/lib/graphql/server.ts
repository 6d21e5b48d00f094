import 'server-only';
import {
  asMutationResult,
  type MutationResult,
  type ProblemFields,
  refusalCodesOf,
  requestOperation,
} from '@shop/graphql-client';
import { clientAddressHeaders } from '@shop/graphql-client/client-address';
import type { TadaDocumentNode } from 'gql.tada';
import { headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { commerceUrl } from '@/lib/config.server';
import { DEFAULT_LOCALE } from '@/lib/routing/locales';
import { href, REQUEST_PATH_HEADER, signInHref, splitLocale } from '@/lib/routing/paths';
import { sessionToken } from '@/lib/session/session.server';

/** The staff API, asked from this server as the browser's member: never cached, sent in full. */
export async function callStaffApi<Data, Variables>(
  document: TadaDocumentNode<Data, Variables>,
  variables: Variables,
  token: string | null,
): Promise<Data> {
  const incoming = await headers();
  return requestOperation(
    {
      endpoint: `${commerceUrl()}/admin/graphql`,
      headers: { ...clientAddressHeaders(incoming), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      persistedQueries: false,
      fetchOptions: { cache: 'no-store' },
    },
    document,
    (variables ?? {}) as Record<string, unknown>,
  );
}

/** Where the request stands: its language and address, for sending the member on. */
async function requestPlace() {
  const path = (await headers()).get(REQUEST_PATH_HEADER) ?? '';
  const locale = splitLocale(path.split('?')[0] ?? '')?.locale ?? DEFAULT_LOCALE;
  return { path, locale };
}

/**
 * A page's read as the signed-in member. Signed out (no session, an ended one): to sign-in, which
 * returns here. An owner who must set up two-factor sign-in first: to their account's setup. A role
 * without the permission: the translated 403 page. Other failures throw (the error page).
 */
export async function staffQuery<Data, Variables>(
  document: TadaDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<Data> {
  try {
    return await callStaffApi(document, variables, await sessionToken());
  } catch (error) {
    const codes = refusalCodesOf(error) ?? [];
    const { path, locale } = await requestPlace();
    if (codes.includes('UNAUTHENTICATED')) redirect(signInHref(locale, path));
    if (codes.includes('FORBIDDEN')) {
      if (totpSetupRequired(error) && !path.includes('/account')) redirect(href(locale, '/account'));
      forbidden();
    }
    throw error;
  }
}

function totpSetupRequired(error: unknown): boolean {
  const errors = (error as { errors?: { extensions?: { reason?: unknown } }[] }).errors;
  return Array.isArray(errors) && errors.some((e) => e.extensions?.reason === 'TOTP_SETUP_REQUIRED');
}

/**
 * A change for a form's action, as the signed-in member (or with `token`, such as a sign-in's
 * pending one), answered as a value: the data, or the refusals as the form's field errors, or
 * `formError` (`UNAUTHENTICATED`, `FORBIDDEN`, `UNAVAILABLE`, ...). It never throws.
 */
export async function staffMutation<Data, Variables, Field extends string, Problem extends string>(
  document: TadaDocumentNode<Data, Variables>,
  variables: Variables,
  fields: ProblemFields<Field, Problem> = {},
  token?: string | null,
): Promise<MutationResult<Data, Field, Problem>> {
  const bearer = token === undefined ? await sessionToken() : token;
  return asMutationResult(() => callStaffApi(document, variables, bearer), fields);
}
