import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { apiKey } from '@/lib/config.server';
import { CHANNEL_ID } from '@/lib/shop-context.server';
import { SearchBox } from './search-box';

/**
 * The search box with what it needs in the browser: its own texts, and the channel's public API
 * key for the same-origin /graphql route.
 */
export async function HeaderSearch() {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={{ searchBox: messages.searchBox }}>
      <SearchBox apiKey={apiKey()} channelId={CHANNEL_ID} />
    </NextIntlClientProvider>
  );
}
