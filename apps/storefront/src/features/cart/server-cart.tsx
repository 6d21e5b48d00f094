import { fillMessage } from '@/lib/fill-message';
import { lineDetails, lineName } from '@/lib/line-details';
import { type Locale, localeInfo } from '@/lib/routing/locales';
import { Price } from '@/ui/price';
import { ProductImage } from '@/ui/product-image';
import { RentalLineDays } from './cart-line-rental';
import type { Cart } from './cart-model';
import { setCartLineFromForm } from './cart-page-actions';
import type { readCartPageNotice } from './cart-page-notice';
import styles from './cart-panel.module.css';
import { type CartProblem, refusalText } from './cart-problems';
import { CartSummary, FreeShippingNote } from './cart-summary';
import { itemCountText, type CartTexts as PanelTexts } from './cart-texts';

/** The panel's texts and the page's own: the count, the quantity's button, a removal. */
export type CartTexts = PanelTexts & { holds: string; setQuantity: string; removedLine: string };

type Notice = ReturnType<typeof readCartPageNotice>;

/** The refusals of a rental's add without JavaScript, which come here without a line (ADR 62). */
const ADD_PROBLEMS = new Set<string>([
  'unavailable',
  'rentalPeriodRequired',
  'rentalPeriodInvalid',
  'rentalUnavailable',
  'rentalDeliveryUnavailable',
  'rentalDamageWaiverUnavailable',
] satisfies CartProblem[]);

/** What a change made without JavaScript left to say: what was added or removed, or why not. */
function said(cart: Cart | null, notice: Notice, texts: CartTexts): string {
  const line = (skuId: number | null) => cart?.items.find((l) => l.skuId === skuId);
  const added = line(notice.added);
  if (added) return fillMessage(texts.added, { name: lineName(added) });
  if (notice.removed !== null) return texts.removedLine;
  if (notice.problem !== null && notice.line === null) {
    return ADD_PROBLEMS.has(notice.problem)
      ? refusalText(texts, { problem: notice.problem as CartProblem }, 'add')
      : texts.failed;
  }
  return '';
}

/** The refusals a line's change meets (`CART_PROBLEMS`' quantity and sku problems). */
const LINE_PROBLEMS = new Set<string>([
  'sizeRequired',
  'unavailable',
  'quantity',
  'onlyLeft',
] satisfies CartProblem[]);

/** A refused line's reason, in the API's numbers. */
function lineRefusal(notice: Notice, texts: CartTexts): string {
  const { problem, cap } = notice;
  if (problem === null) return '';
  if (!LINE_PROBLEMS.has(problem)) return texts.failed;
  return refusalText(texts, { problem: problem as CartProblem, details: { maxQuantity: cap } });
}

/**
 * The shopper's cart rendered on the server, for the cart's page (the checkout's) before its
 * script runs or where none does (ADR 14): each line's quantity and removal are forms posted to
 * `setCartLineFromForm`, which sends the shopper back here. The page's script replaces it with the
 * cart's own island, whose changes show at once.
 */
export function ServerCart({
  cart,
  texts,
  locale,
  notice,
  productHref,
}: {
  cart: Cart | null;
  texts: CartTexts;
  locale: Locale;
  notice: Notice;
  productHref: (canonicalUrl: string) => string;
}) {
  const lines = cart?.items ?? [];
  const count = lines.reduce((sum, l) => sum + l.quantity, 0);
  const from = notice.from ?? '';
  const status = said(cart, notice, texts);
  return (
    <section aria-label={texts.title} className={styles.contents} data-place="checkout">
      <p role="status" className={styles.message}>
        {status}
        {status && ' '}
        {fillMessage(texts.holds, { items: itemCountText(texts, locale, count) })}
      </p>
      {from && (
        <p>
          <a href={from}>{texts.continueShopping}</a>
        </p>
      )}
      {cart && lines.length > 0 && <FreeShippingNote cart={cart} texts={texts} />}
      {lines.length === 0 ? (
        <p className={styles.message}>{texts.empty}</p>
      ) : (
        <ul className={styles.lines} aria-label={texts.lines}>
          {lines.map((line) => {
            const name = lineName(line);
            const refused = notice.line === line.skuId ? lineRefusal(notice, texts) : '';
            const noticeId = `cart-line-${line.skuId}-notice`;
            return (
              <li key={line.skuId}>
                <article className={styles.line} aria-label={name}>
                  <div className={styles.lineImage}>
                    <ProductImage fileName={line.product.productImages[0]?.fileName} alt="" size={72} />
                  </div>
                  <div className={styles.lineInfo}>
                    <p className={styles.lineBrand}>{line.product.brand.name}</p>
                    <a href={productHref(line.product.canonicalUrl)} className={styles.lineName}>
                      {line.product.name}
                    </a>
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
                        productHref={productHref(line.product.canonicalUrl)}
                      />
                    ) : (
                      <p className={styles.lineDetail}>
                        <span className="vat-inc">
                          {fillMessage(texts.unitPrice, {
                            price: line.unitPrice.sellingPriceIncVatFormatted,
                          })}
                        </span>
                        <span className="vat-ex">
                          {fillMessage(texts.unitPrice, { price: line.unitPrice.sellingPriceExVatFormatted })}
                        </span>
                      </p>
                    )}
                  </div>
                  <p className={styles.lineTotal}>
                    <Price price={line.totalPrice} texts={{ regularPrice: texts.regularPrice }} size="line" />
                  </p>
                  <div className={styles.lineActions}>
                    {!line.rental && (
                      <form action={setCartLineFromForm} className={styles.stepper}>
                        <input type="hidden" name="skuId" value={line.skuId} />
                        <input type="hidden" name="from" value={from} />
                        <input
                          type="number"
                          name="quantity"
                          inputMode="numeric"
                          min={1}
                          step={1}
                          className={styles.stepInput}
                          aria-label={fillMessage(texts.quantityOf, { name })}
                          aria-describedby={refused ? noticeId : undefined}
                          aria-invalid={refused ? true : undefined}
                          defaultValue={line.quantity}
                        />
                        <button type="submit" className={styles.secondaryButton}>
                          {texts.setQuantity}
                          <span className="visually-hidden"> {name}</span>
                        </button>
                      </form>
                    )}
                    <form action={setCartLineFromForm}>
                      <input type="hidden" name="skuId" value={line.skuId} />
                      <input type="hidden" name="from" value={from} />
                      <input type="hidden" name="quantity" value="0" />
                      <button
                        type="submit"
                        className={styles.iconButton}
                        aria-label={fillMessage(texts.remove, { name })}
                      >
                        ✕
                      </button>
                    </form>
                  </div>
                  {refused && (
                    <p id={noticeId} className={styles.notice} role="alert">
                      {refused}
                    </p>
                  )}
                </article>
              </li>
            );
          })}
        </ul>
      )}
      {cart && lines.length > 0 && <CartSummary cart={cart} texts={texts} busy={false} />}
    </section>
  );
}
