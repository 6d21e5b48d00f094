'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useShop, useShopStore } from '@/features/shop/shop-provider';
import styles from './favorites-page.module.css';
import { loadFavorites } from './load-favorites';

export interface FavoritesSection {
  /** The list shown: the account's for a signed-in shopper (the page's copy may be older). */
  favorites: number[];
  node: ReactNode;
}

/**
 * The favorites page's list: the page is the same for everyone, so the shopper's own cards are
 * rendered on the server when this asks, again whenever the list changes (a heart here or in another
 * tab). Until the first answer the page says it is fetching them.
 */
export function FavoritesIsland({
  loading,
  section: favoritesSection,
}: {
  loading: string;
  /** The server action that renders the cards (the page hands it over). */
  section: (
    scope: { locale: string; market: string },
    favorites: number[],
  ) => Promise<FavoritesSection | null>;
}) {
  const store = useShopStore();
  const locale = useShop((s) => s.locale);
  const market = useShop((s) => s.market);
  const favorites = useShop((s) => s.favorites);
  const [section, setSection] = useState<ReactNode>(null);
  const region = useRef<HTMLDivElement>(null);

  useEffect(() => {
    loadFavorites(store);
  }, [store]);

  useEffect(() => {
    if (favorites === null) return;
    // A heart pressed in the list removes its card: focus then stays in the list, not lost on the page.
    const hadFocus = region.current?.contains(document.activeElement) ?? false;
    let current = true;
    favoritesSection({ locale, market }, favorites).then(
      (answer) => {
        if (!current || !answer) return;
        setSection(answer.node);
        if (answer.favorites.join() !== favorites.join()) {
          loadFavorites(store).then((engine) => engine.adopt(answer.favorites));
        }
        requestAnimationFrame(() => {
          if (hadFocus && !region.current?.contains(document.activeElement)) region.current?.focus();
        });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [favorites, locale, market, store, favoritesSection]);

  return (
    <div ref={region} tabIndex={-1} aria-busy={section === null} className={styles.list}>
      {section ?? <p>{loading}</p>}
    </div>
  );
}
