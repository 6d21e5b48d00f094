'use client';

import { useBoundaryTexts } from '@/features/layout/boundary-texts';

/**
 * Status 404: unmatched routes and pages whose validation fails. A client component, like the error
 * page: Next may render it apart from the page that failed, so it takes its texts and the home
 * address from the layout around it rather than from the page.
 */
export default function NotFound() {
  const { notFound } = useBoundaryTexts();
  return (
    <main id="content" className="container text-page">
      <p className="status-code">{notFound.status}</p>
      <h1>{notFound.title}</h1>
      <p>{notFound.text}</p>
      {notFound.homeLink}
    </main>
  );
}
