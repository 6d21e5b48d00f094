import { describe, expect, it } from 'vitest';
import { menuLinks } from './menu-links';

const hrefOf = (url: string | null) => (url?.startsWith('/') ? `/en${url}` : null);

describe('menuLinks', () => {
  it('places each link in the language and keeps its title, order and window', () => {
    const menu = {
      title: 'Shortcuts',
      menuItems: [
        { id: '2', label: 'Brands', canonicalUrl: '/brands', targetBlank: false },
        { id: '1', label: 'Workshop', canonicalUrl: '/workshop', targetBlank: true },
      ],
    };
    expect(menuLinks(menu, hrefOf)).toEqual({
      title: 'Shortcuts',
      links: [
        { key: '2', href: '/en/brands', name: 'Brands', newWindow: false, prefetch: true },
        { key: '1', href: '/en/workshop', name: 'Workshop', newWindow: true, prefetch: true },
      ],
    });
  });

  it('does not prefetch a page rendered for each shopper', () => {
    const menu = {
      title: null,
      menuItems: [
        { id: '1', label: 'My account', canonicalUrl: '/account', targetBlank: false },
        { id: '2', label: 'Brands', canonicalUrl: '/brands', targetBlank: false },
      ],
    };
    const perShopper = (href: string) => href === '/en/account';
    expect(menuLinks(menu, hrefOf, perShopper).links.map((l) => l.prefetch)).toEqual([false, true]);
  });

  it('leaves out items without text or address, and copes with no items at all', () => {
    const menu = {
      title: null,
      menuItems: [
        null,
        { id: '1', label: null, canonicalUrl: '/a', targetBlank: false },
        { id: '2', label: 'Heading', canonicalUrl: null, targetBlank: false },
        { id: '3', label: 'Elsewhere', canonicalUrl: 'mailto:x@example.com', targetBlank: false },
        { id: '4', label: 'Kept', canonicalUrl: '/b', targetBlank: false },
      ],
    };
    expect(menuLinks(menu, hrefOf).links.map((l) => l.name)).toEqual(['Kept']);
    expect(menuLinks({ title: null, menuItems: null }, hrefOf).links).toEqual([]);
  });
});
