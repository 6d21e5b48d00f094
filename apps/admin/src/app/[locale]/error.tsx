'use client';

/**
 * A page that failed to render. Client-side, with no translations loaded: both languages, short.
 */
export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  return (
    <main id="main" className="standalone">
      <h1>
        <span lang="sv">Något gick fel</span> / <span lang="en">Something went wrong</span>
      </h1>
      <button type="button" onClick={() => reset()}>
        <span lang="sv">Försök igen</span> / <span lang="en">Try again</span>
      </button>
    </main>
  );
}
