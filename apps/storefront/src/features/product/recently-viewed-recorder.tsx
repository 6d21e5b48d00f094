'use client';

import { useEffect } from 'react';
import { COOKIES, readBrowserCookie, setBrowserCookie } from '@/lib/cookies';
import { parseRecentlyViewed, printRecentlyViewed, rememberViewed } from './recently-viewed';

const DAYS_KEPT = 30;

/** Puts the product shown first in the shopper's recently viewed list (a cookie the server reads). */
export function RecentlyViewedRecorder({ productId }: { productId: number }) {
  useEffect(() => {
    const ids = rememberViewed(parseRecentlyViewed(readBrowserCookie(COOKIES.recentlyViewed)), productId);
    setBrowserCookie(COOKIES.recentlyViewed, printRecentlyViewed(ids), DAYS_KEPT * 86_400);
  }, [productId]);
  return null;
}
