'use client';

import { useId } from 'react';
import { fillMessage } from '@/lib/fill-message';
import { useHydrated } from '@/ui/use-hydrated';
import { useChangeMarket, useShop } from './shop-provider';
import styles from './toggles.module.css';

export interface MarketTexts {
  label: string;
  /** One option, with `{country}` and `{currency}`. */
  option: string;
}

/** Market, country and currency. Markets kept for checkout are offered only there. */
export function MarketSelector({ texts, inCheckout = false }: { texts: MarketTexts; inCheckout?: boolean }) {
  const id = useId();
  const market = useShop((s) => s.market);
  const markets = useShop((s) => s.markets);
  const changeMarket = useChangeMarket();
  // A choice made before the page's script runs would be lost: the select waits for it.
  const hydrated = useHydrated();
  const offered = markets.filter((m) => inCheckout || !m.onlyDisplayInCheckout);
  return (
    <div className={styles.select}>
      <label htmlFor={id}>{texts.label}</label>
      <select id={id} value={market} disabled={!hydrated} onChange={(e) => changeMarket(e.target.value)}>
        {offered.map((m) => (
          <option key={m.alias} value={m.alias}>
            {fillMessage(texts.option, { country: m.country, currency: m.currency })}
          </option>
        ))}
      </select>
    </div>
  );
}
