import 'server-only';
import { marketsRouting } from './channel.server';
import type { LinkTarget } from './locale-prefix';
import { LOCALES } from './locales';
import { marketInPath } from './markets';

/** Every language prefix the shop answers under: /en, or /{market}/{locale} with markets in the path. */
export async function prefixTargets(): Promise<LinkTarget[]> {
  if (!marketInPath()) return LOCALES.map((locale) => ({ locale, market: '', marketInPath: false }));
  const { markets } = await marketsRouting();
  return markets.flatMap((m) => m.locales.map((locale) => ({ locale, market: m.alias, marketInPath: true })));
}
