import 'server-only';
import { marketsRouting } from '@/lib/routing/channel.server';
import { getShopContext } from '@/lib/shop-context.server';
import { type Alternate, alternatesOf } from './alternates';

export type { Alternate } from './alternates';

/** The current page in every language, for the language switcher and hreflang links. */
export async function pageAlternates(): Promise<Alternate[]> {
  const [context, markets] = await Promise.all([getShopContext(), marketsRouting()]);
  return alternatesOf(context.route ?? { key: 'index', params: {} }, {
    marketInPath: context.marketInPath,
    markets,
    chosenMarket: context.market,
  });
}
