'use client';

import { useId, useRef } from 'react';
import { fillMessage } from '@/lib/fill-message';
import { Dialog, DialogClose } from '@/ui/dialog';
import { groupMarkets } from './market-groups';
import styles from './market-panel.module.css';
import type { MarketTexts } from './market-texts';
import { useShop } from './shop-provider';
import { useChangeMarket } from './use-change-market';

/**
 * The market panel: a modal dialog of the markets, grouped, the one in use marked. Loaded on first
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

  const choose = (alias: string) => {
    dialog.current?.close();
    if (alias !== current) changeMarket(alias);
  };

  return (
    <Dialog
      dialogRef={dialog}
      aria-labelledby={`${id}-title`}
      className={styles.panel}
      // The market in use takes the focus, so that the shopper starts from where they are.
      onOpen={(element) => element.querySelector<HTMLButtonElement>('[aria-current="true"]')?.focus()}
      onClose={onClose}
    >
      <div className={styles.head}>
        <h2 id={`${id}-title`} className={styles.title}>
          {texts.label}
        </h2>
        <DialogClose className={styles.close} aria-label={texts.close}>
          ×
        </DialogClose>
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
    </Dialog>
  );
}
