'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useChangeMarket, useShop } from './shop-provider';
import styles from './toggles.module.css';

/** Market, country and currency. Markets kept for checkout are offered only there. */
export function MarketSelector({ inCheckout = false }: { inCheckout?: boolean }) {
  const t = useTranslations('market');
  const id = useId();
  const market = useShop((s) => s.market);
  const markets = useShop((s) => s.markets);
  const changeMarket = useChangeMarket();
  const offered = markets.filter((m) => inCheckout || !m.onlyDisplayInCheckout);
  return (
    <div className={styles.select}>
      <label htmlFor={id}>{t('label')}</label>
      <select id={id} value={market} onChange={(e) => changeMarket(e.target.value)}>
        {offered.map((m) => (
          <option key={m.alias} value={m.alias}>
            {t('option', { country: m.country, currency: m.currency })}
          </option>
        ))}
      </select>
    </div>
  );
}
