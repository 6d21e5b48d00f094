import styles from './search-box.module.css';
import type { Option } from './search-options';

/** What one option of the listbox shows. */
export function OptionContent({
  option,
  onForget,
  forgetLabel,
  allLabel,
}: {
  option: Option;
  onForget: (term: string) => void;
  forgetLabel: string;
  allLabel: string;
}) {
  switch (option.kind) {
    case 'recent':
      return (
        <>
          <span className={styles.optionText}>{option.term}</span>
          {/* Keyboard users forget a highlighted search with Delete: a button inside an option would be nested interactive content. */}
          <span
            aria-hidden="true"
            title={forgetLabel}
            className={styles.forget}
            onClick={(e) => {
              e.stopPropagation();
              onForget(option.term);
            }}
          >
            ×
          </span>
        </>
      );
    case 'product': {
      const { product } = option;
      const image = product.productImages[0]?.fileName;
      return (
        <>
          {image ? (
            // biome-ignore lint/performance/noImgElement: a small generated SVG from this origin.
            <img
              src={`/images/products/${encodeURIComponent(image)}`}
              alt=""
              width={40}
              height={40}
              className={styles.thumb}
            />
          ) : (
            <span className={styles.thumb} />
          )}
          <span className={styles.optionText}>
            {product.name}
            <span className={styles.optionMeta}>{product.brand.name}</span>
          </span>
          <span className={styles.price}>
            <span className="vat-inc">{product.unitPrice.sellingPriceIncVatFormatted}</span>
            <span className="vat-ex">{product.unitPrice.sellingPriceExVatFormatted}</span>
          </span>
        </>
      );
    }
    case 'category':
    case 'brand':
      return <span className={styles.optionText}>{option.item.name}</span>;
    case 'all':
      return <span className={styles.optionText}>{allLabel}</span>;
  }
}
