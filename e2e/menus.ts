import { type APIRequestContext, expect } from '@playwright/test';
import { commerce } from './commerce-api';
import type { Locale } from './messages';

/** A market that speaks each language, as the storefront asks in it. */
const MARKET_OF: Record<Locale, string> = { sv: 'se', da: 'dk', en: 'se', fi: 'fi', nb: 'no' };

export interface ApiMenu {
  title: string;
  menuItems: { label: string; canonicalUrl: string }[];
}

/** The menu the commerce API has at a location, in a language: what the layout must show. */
export async function menuAt(request: APIRequestContext, location: string, locale: Locale): Promise<ApiMenu> {
  const data = await commerce<{ getMenuAtLocation: ApiMenu }>(
    request,
    `query ($location: String, $languageId: String, $marketId: String) {
      getMenuAtLocation(menuLocationId: $location, languageId: $languageId, marketId: $marketId) {
        title menuItems { label canonicalUrl }
      }
    }`,
    { location, languageId: locale, marketId: MARKET_OF[locale] },
  );
  expect(data.getMenuAtLocation, location).toBeTruthy();
  return data.getMenuAtLocation;
}
