'use client';

import { DEFAULT_LOCALE } from '@/lib/routing/locales';

/**
 * When the error page itself fails, nothing of the shop can be trusted to render: plain words in
 * the shop's default language and English, and a link home.
 */
export default function GlobalError() {
  return (
    <html lang={DEFAULT_LOCALE}>
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
        <main>
          <h1>Ett fel uppstod när felsidan skulle visas</h1>
          <p lang="en">An error occurred while showing the error page</p>
          <a href="/">Till startsidan / Home</a>
        </main>
      </body>
    </html>
  );
}
