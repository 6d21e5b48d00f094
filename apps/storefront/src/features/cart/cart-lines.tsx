'use client';

import Link from 'next/link';
import { type KeyboardEvent, type Ref, useState } from 'react';
import { useShop } from '@/features/shop/shop-provider';
import { fillMessage } from '@/lib/fill-message';
import { lineDetails, lineName } from '@/lib/line-details';
import { localePrefix, prefixed } from '@/lib/routing/locale-prefix';
import { localeInfo } from '@/lib/routing/locales';
import { Price } from '@/ui/price';
import { ProductImage } from '@/ui/product-image';
import { RentalLineDays } from './cart-line-rental';
import type { ShownLine } from './cart-model';
import styles from './cart-panel.module.css';
import type { CartTexts } from './cart-texts';

export interface LineNotice {
  skuId: number;
  text: string;
}

/** The cart's lines: picture, name, colour and size, prices, campaign prices, quantity stepper and remove. */
export function CartLines({
  lines,
  texts,
  notice,
  listRef,
  onQuantity,
  onNavigate,
}: {
  lines: ShownLine[];
  texts: CartTexts;
  /** A refusal to show under its line. */
  notice: LineNotice | null;
  listRef: Ref<HTMLUListElement>;
  onQuantity: (shown: ShownLine, quantity: number) => void;
  onNavigate?: () => void;
}) {
  return (
    <ul ref={listRef} className={styles.lines} aria-label={texts.lines} tabIndex={-1}>
      {lines.map((shown) => (
        <li key={shown.line.skuId}>
          <CartLineItem
            shown={shown}
            texts={texts}
            notice={notice?.skuId === shown.line.skuId ? notice.text : null}
            onQuantity={(quantity) => onQuantity(shown, quantity)}
            onNavigate={onNavigate}
          />
        </li>
      ))}
    </ul>
  );
}

function CartLineItem({
  shown,
  texts,
  notice,
  onQuantity,
  onNavigate,
}: {
  shown: ShownLine;
  texts: CartTexts;
  notice: string | null;
  onQuantity: (quantity: number) => void;
  onNavigate?: () => void;
}) {
  const { line, quantity, pending } = shown;
  const locale = useShop((s) => s.locale);
  const market = useShop((s) => s.market);
  const marketInPath = useShop((s) => s.marketInPath);
  const name = line.product.name;
  const named = lineName(line);
  const noticeId = `cart-line-${line.skuId}-notice`;
  const campaigns = line.campaign.appliedCampaigns.filter((c) => !c.hideTitle);
  const productHref = prefixed(localePrefix({ locale, market, marketInPath }), line.product.canonicalUrl);

  return (
    <article className={styles.line} aria-busy={pending || undefined} aria-label={named}>
      <div className={styles.lineImage}>
        <ProductImage fileName={line.product.productImages[0]?.fileName} alt="" size={72} />
      </div>
      <div className={styles.lineInfo}>
        <p className={styles.lineBrand}>{line.product.brand.name}</p>
        <Link href={productHref} className={styles.lineName} onClick={onNavigate}>
          {name}
        </Link>
        {lineDetails(line, texts).map((detail) => (
          <p key={detail} className={styles.lineDetail}>
            {detail}
          </p>
        ))}
        {line.rental ? (
          <RentalLineDays
            rental={line.rental}
            texts={texts}
            languageTag={localeInfo[locale].iso}
            productHref={productHref}
            onNavigate={onNavigate}
          />
        ) : (
          <p className={styles.lineDetail}>
            <span className="vat-inc">
              {fillMessage(texts.unitPrice, { price: line.unitPrice.sellingPriceIncVatFormatted })}
            </span>
            <span className="vat-ex">
              {fillMessage(texts.unitPrice, { price: line.unitPrice.sellingPriceExVatFormatted })}
            </span>
          </p>
        )}
        {campaigns.map((c) => (
          <p key={c.name} className={styles.campaign}>
            {c.name}
          </p>
        ))}
      </div>
      <p className={styles.lineTotal} data-pending={pending || undefined}>
        <Price price={line.totalPrice} texts={{ regularPrice: texts.regularPrice }} size="line" />
      </p>
      <div className={styles.lineActions}>
        {!line.rental && (
          <QuantityStepper
            quantity={quantity}
            name={named}
            texts={texts}
            describedBy={notice ? noticeId : undefined}
            onQuantity={onQuantity}
          />
        )}
        <button
          type="button"
          className={styles.iconButton}
          aria-label={fillMessage(texts.remove, { name: named })}
          onClick={() => onQuantity(0)}
        >
          <TrashIcon />
        </button>
      </div>
      {notice && (
        <p id={noticeId} className={styles.notice} role="alert">
          {notice}
        </p>
      )}
    </article>
  );
}

/** − [quantity] +: each press or a typed number (sent on Enter or leaving the field) sets the line. */
function QuantityStepper({
  quantity,
  name,
  texts,
  describedBy,
  onQuantity,
}: {
  quantity: number;
  name: string;
  texts: CartTexts;
  describedBy?: string;
  onQuantity: (quantity: number) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const typed = Number(draft);
    setDraft(null);
    if (Number.isInteger(typed) && typed >= 1 && typed !== quantity) onQuantity(typed);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    if (event.key === 'Escape' && draft !== null) {
      // Escape undoes the typing; only a second Escape closes the panel.
      event.preventDefault();
      setDraft(null);
    }
  };
  const label = fillMessage(texts.quantityOf, { name });
  return (
    <div className={styles.stepper}>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={fillMessage(texts.decrease, { name })}
        disabled={quantity <= 1}
        onClick={() => onQuantity(quantity - 1)}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        className={styles.stepInput}
        aria-label={label}
        aria-describedby={describedBy}
        aria-invalid={describedBy ? true : undefined}
        value={draft ?? String(quantity)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className={styles.stepButton}
        aria-label={fillMessage(texts.increase, { name })}
        onClick={() => onQuantity(quantity + 1)}
      >
        +
      </button>
    </div>
  );
}

function TrashIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
