import 'server-only';
import { marketsRouting } from '@/lib/routing/channel.server';
import { buildHref } from '@/lib/routing/href';
import { getShopContext } from '@/lib/shop-context.server';
import { type Alternate, alternatesOf } from './alternates';

export type { Alternate } from './alternates';

/** The current page in every language, for the language switcher and hreflang links. */
export async function pageAlternates(): Promise<Alternate[]> {
  const [context, markets] = await Promise.all([getShopContext(), marketsRouting()]);
  return alternatesOf(markets, context, (target) =>
    context.route ? buildHref(target, context.route.key, context.route.params) : buildHref(target, 'index'),
  );
}
