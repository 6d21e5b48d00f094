'use client';

import { useEffect } from 'react';
import { COOKIES, setBrowserCookie } from '@/lib/cookies';
import { parseRecentlyViewed, printRecentlyViewed, rememberViewed } from './recently-viewed';

const DAYS_KEPT = 30;

function readCookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/** Puts the product shown first in the shopper's recently viewed list (a cookie the server reads). */
export function RecentlyViewedRecorder({ productId }: { productId: number }) {
  useEffect(() => {
    const ids = rememberViewed(parseRecentlyViewed(readCookie(COOKIES.recentlyViewed)), productId);
    setBrowserCookie(COOKIES.recentlyViewed, printRecentlyViewed(ids), DAYS_KEPT * 86_400);
  }, [productId]);
  return null;
}
