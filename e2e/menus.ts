import { type APIRequestContext, expect } from '@playwright/test';
import type { Locale } from './messages';
import { commerceUrl } from './playwright.config';

const API_KEY = 'demo-storefront-key';
/** A market that speaks each language, as the storefront asks in it. */
const MARKET_OF: Record<Locale, string> = { sv: 'se', da: 'dk', en: 'se', fi: 'fi', nb: 'no' };

export interface ApiMenu {
  title: string;
  menuItems: { label: string; canonicalUrl: string }[];
}

/** The menu the commerce API has at a location, in a language: what the layout must show. */
export async function menuAt(request: APIRequestContext, location: string, locale: Locale): Promise<ApiMenu> {
  const response = await request.post(`${commerceUrl}/graphql`, {
    headers: { 'x-apikey': API_KEY },
    data: {
      query: `query ($location: String, $languageId: String, $marketId: String) {
        getMenuAtLocation(menuLocationId: $location, languageId: $languageId, marketId: $marketId) {
          title menuItems { label canonicalUrl }
        }
      }`,
      variables: { location, languageId: locale, marketId: MARKET_OF[locale] },
    },
  });
  const body = await response.json();
  expect(body.errors).toBeUndefined();
  expect(body.data.getMenuAtLocation, location).toBeTruthy();
  return body.data.getMenuAtLocation;
}
