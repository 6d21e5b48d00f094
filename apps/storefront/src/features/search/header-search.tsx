import { getTranslations } from 'next-intl/server';
import { apiKey } from '@/lib/config.server';
import { searchFormHref } from '@/lib/routing/href';
import { getShopContext } from '@/lib/shop-context.server';
import { MAX_RECENT_SEARCHES } from './recent-searches';
import { SearchBoxLoader } from './search-box-loader';
import { GROUPS } from './search-options';
import type { SearchTexts } from './search-texts';
import { MAX_SUGGESTIONS } from './suggestions';

/**
 * The search box with what it needs in the browser: its texts, the channel's public API key for
 * the same-origin /graphql route, and where the form goes without JavaScript.
 */
export async function HeaderSearch() {
  const [t, context] = await Promise.all([getTranslations('searchBox'), getShopContext()]);
  const byCount = (key: string, most: number) =>
    Array.from({ length: most + 1 }, (_, count) => t(key, { count }));
  const texts: SearchTexts = {
    region: t('region'),
    label: t('label'),
    placeholder: t('placeholder'),
    submit: t('submit'),
    suggestions: t('suggestions'),
    groups: Object.fromEntries(GROUPS.map((group) => [group, t(`groups.${group}`)])) as SearchTexts['groups'],
    forget: t('forget'),
    forgetHint: t('forgetHint'),
    showAll: t.raw('showAll') as string,
    loading: t('loading'),
    failed: t('failed'),
    emptyTerm: t('emptyTerm'),
    resultCount: byCount('resultCount', MAX_SUGGESTIONS),
    recentCount: byCount('recentCount', MAX_RECENT_SEARCHES),
  };
  return <SearchBoxLoader texts={texts} apiKey={apiKey()} action={searchFormHref(context)} />;
}
