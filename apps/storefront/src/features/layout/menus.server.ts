import 'server-only';
import { query } from '@/lib/graphql/server';
import { rendersPerShopper } from '@/lib/routing/per-shopper';
import { getLinks, getShopContext } from '@/lib/shop-context.server';
import { type MenuLinks, menuLinks } from './menu-links';
import { MenuAtLocationQuery } from './queries';

/**
 * Where the layout shows menus: categories on wide screens and in the phone's menu, the shortcuts
 * beside the search box (and in the phone's menu), and the footer's links.
 */
export type MenuLocation = 'main-desktop' | 'main-mobile' | 'top-bar' | 'footer-first';

/** The menu at a location in the page's language and market, as a cached catalog read; null without one. */
export async function getMenu(location: MenuLocation): Promise<MenuLinks | null> {
  const [{ getMenuAtLocation: menu }, context] = await Promise.all([
    query(MenuAtLocationQuery, { menuLocationId: location }),
    getShopContext(),
  ]);
  const links = await getLinks(context);
  return menu && menuLinks(menu, links.link, (href) => rendersPerShopper(href, context));
}
