'use client';

import { type MouseEvent, useEffect, useId, useRef } from 'react';
import { fillMessage } from '@/lib/fill-message';
import { groupMarkets } from './market-groups';
import styles from './market-panel.module.css';
import type { MarketTexts } from './market-texts';
import { useChangeMarket, useShop } from './shop-provider';

/**
 * The market panel: a modal <dialog> of the markets, grouped, the one in use marked. The browser's
 * modal dialog takes the focus, closes on Escape and makes the page behind it inert. Loaded on first
 * use by `MarketSelector`.
 */
export function MarketPanel({
  texts,
  inCheckout,
  onClose,
}: {
  texts: MarketTexts;
  inCheckout: boolean;
  onClose: () => void;
}) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const current = useShop((s) => s.market);
  const markets = useShop((s) => s.markets);
  const changeMarket = useChangeMarket();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    // The market in use takes the focus, so that the shopper starts from where they are.
    element?.querySelector<HTMLButtonElement>('[aria-current="true"]')?.focus();
  }, []);

  const choose = (alias: string) => {
    dialog.current?.close();
    if (alias !== current) changeMarket(alias);
  };

  // A click on the backdrop lands on the dialog itself.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) event.currentTarget.close();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the dialog natively; the click only catches the backdrop.
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      className={styles.panel}
      onClose={onClose}
      onClick={onClick}
    >
      <div className={styles.head}>
        <h2 id={`${id}-title`} className={styles.title}>
          {texts.label}
        </h2>
        <button
          type="button"
          className={styles.close}
          aria-label={texts.close}
          onClick={() => dialog.current?.close()}
        >
          ×
        </button>
      </div>
      {groupMarkets(markets, inCheckout).map((group) => (
        <section key={group.key} aria-labelledby={`${id}-${group.key}`} className={styles.group}>
          <h3 id={`${id}-${group.key}`}>{texts.groups[group.key] ?? group.key}</h3>
          <ul className={styles.markets}>
            {group.markets.map((market) => {
              const inUse = market.alias === current;
              return (
                <li key={market.alias}>
                  <button
                    type="button"
                    className={styles.market}
                    aria-current={inUse || undefined}
                    onClick={() => choose(market.alias)}
                  >
                    <span>
                      {fillMessage(texts.option, { country: market.country, currency: market.currency })}
                    </span>
                    {inUse && <span className={styles.current}>{texts.current}</span>}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </dialog>
  );
}
