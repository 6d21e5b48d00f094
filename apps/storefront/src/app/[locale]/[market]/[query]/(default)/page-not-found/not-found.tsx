'use client';

import { useSyncExternalStore } from 'react';
import { useBoundaryTexts } from '@/features/layout/boundary-texts';
import { fillMessage } from '@/lib/fill-message';
import { percentDecode } from '@/lib/percent-decode';

const unchanging = () => () => {};

/**
 * An address no route of the table names: "page not found" with the address. The page is one
 * cached document for every such address, so the address is read in the browser.
 */
export default function UnknownPage() {
  const { notFound } = useBoundaryTexts();
  const url = useSyncExternalStore(
    unchanging,
    () => percentDecode(window.location.pathname) ?? window.location.pathname,
    () => null,
  );
  return (
    <main id="content" className="container text-page">
      <p className="status-code">{notFound.status}</p>
      <h1>{notFound.pageTitle}</h1>
      {url !== null && <p>{fillMessage(notFound.address, { url })}</p>}
      {notFound.homeLink}
    </main>
  );
}
