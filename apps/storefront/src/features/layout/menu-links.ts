/** A menu as the layout shows it: a named list of links. */
export interface MenuLinks {
  title: string | null;
  /** `prefetch` is false for a page rendered for each shopper (the account's, the checkout's). */
  links: { key: string; href: string; name: string; newWindow: boolean; prefetch: boolean }[];
}

interface ApiMenu {
  title: string | null;
  menuItems:
    | ({ id: string; label: string | null; canonicalUrl: string | null; targetBlank: boolean } | null)[]
    | null;
}

/**
 * The menu's links that lead somewhere and say where; `hrefOf` places an address in the page's
 * language, `perShopper` tells the pages rendered for each shopper, which are not prefetched.
 */
export function menuLinks(
  menu: ApiMenu,
  hrefOf: (url: string | null) => string | null,
  perShopper: (href: string) => boolean = () => false,
): MenuLinks {
  return {
    title: menu.title,
    links: (menu.menuItems ?? []).flatMap((item) => {
      const href = item && hrefOf(item.canonicalUrl);
      if (!item?.label || !href) return [];
      return [
        { key: item.id, href, name: item.label, newWindow: item.targetBlank, prefetch: !perShopper(href) },
      ];
    }),
  };
}
