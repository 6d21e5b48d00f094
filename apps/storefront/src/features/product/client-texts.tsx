import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

const NAMESPACES = ['product', 'reviews', 'stock'] as const;

/** The product page's own texts, for its client islands only (the rest of the page sends none). */
export async function ProductClientTexts({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={Object.fromEntries(NAMESPACES.map((ns) => [ns, messages[ns]]))}>
      {children}
    </NextIntlClientProvider>
  );
}
