'use client';

import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { fillMessage } from '@/lib/fill-message';
import { useHydrated } from '@/ui/use-hydrated';
import { useLoadOnUse } from '@/ui/use-load-on-use';
import type { MarketTexts } from './market-texts';
import { useShop } from './shop-provider';
import styles from './toggles.module.css';

const loadMarketPanel = () => import('./market-panel').then((m) => m.MarketPanel);

/**
 * Market, country and currency: a button naming the market in use that opens the market panel.
 * The panel's code loads when the shopper points at the button or presses it.
 */
export function MarketSelector({ texts, inCheckout = false }: { texts: MarketTexts; inCheckout?: boolean }) {
  const market = useShop((s) => s.markets.find((m) => m.alias === s.market));
  const [open, setOpen] = useState(false);
  const [MarketPanel, load] = useLoadOnUse(loadMarketPanel);
  const button = useRef<HTMLButtonElement>(null);
  // A press before the page's script runs would be lost: the button waits for it.
  const hydrated = useHydrated();
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.marketButton}
        aria-haspopup="dialog"
        disabled={!hydrated}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          load();
          setOpen(true);
        }}
      >
        <span className="visually-hidden">{texts.label}: </span>
        {market && fillMessage(texts.option, { country: market.country, currency: market.currency })}
      </button>
      {open && MarketPanel && (
        <MarketPanel
          texts={texts}
          inCheckout={inCheckout}
          onClose={() => {
            // Closed before the focus comes back: a press of the button right after opens it anew,
            // not a panel still mounted as open whose dialog the browser already closed.
            flushSync(() => setOpen(false));
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}
