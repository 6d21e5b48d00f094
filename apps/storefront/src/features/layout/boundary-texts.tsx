'use client';

import { createContext, type ReactNode, useContext } from 'react';

/**
 * What the error and not-found pages say; the not-found page's link home comes rendered. The error
 * page's `status` has a `{status}` to fill, the not-found page's `status` is filled (404), its
 * `address` has a `{url}`.
 */
export interface BoundaryTexts {
  error: { title: string; text: string; retry: string; status: string };
  notFound: {
    title: string;
    text: string;
    homeLink: ReactNode;
    status: string;
    pageTitle: string;
    address: string;
  };
}

const BoundaryTextsContext = createContext<BoundaryTexts | null>(null);

/**
 * Next renders the error and not-found pages without props, so the layout hands their texts down
 * here instead of sending a messages object to the browser.
 */
export function BoundaryTextsProvider({ texts, children }: { texts: BoundaryTexts; children: ReactNode }) {
  return <BoundaryTextsContext.Provider value={texts}>{children}</BoundaryTextsContext.Provider>;
}

export function useBoundaryTexts(): BoundaryTexts {
  const texts = useContext(BoundaryTextsContext);
  if (!texts) throw new Error('useBoundaryTexts needs a BoundaryTextsProvider');
  return texts;
}
