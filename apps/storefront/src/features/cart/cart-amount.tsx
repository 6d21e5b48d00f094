/**
 * An amount as the API formatted it, including and excluding VAT: the customer type (data-vat on
 * <html>) shows one of the two, as for every price of the shop (ADR 5).
 */
export function VatAmount({ inc, ex }: { inc: string; ex: string }) {
  return (
    <>
      <span className="vat-inc">{inc}</span>
      <span className="vat-ex">{ex}</span>
    </>
  );
}

/** A price with the regular one struck through beside it when it is discounted. */
export function CartPrice({
  price,
  regularLabel,
  className,
}: {
  price: {
    isDiscounted: boolean;
    sellingPriceIncVatFormatted: string;
    sellingPriceExVatFormatted: string;
    regularPriceIncVatFormatted: string;
    regularPriceExVatFormatted: string;
  };
  /** "Ordinarie pris {price}", for screen readers. */
  regularLabel: string;
  className?: string;
}) {
  const forms = [
    ['inc', price.sellingPriceIncVatFormatted, price.regularPriceIncVatFormatted],
    ['ex', price.sellingPriceExVatFormatted, price.regularPriceExVatFormatted],
  ] as const;
  return (
    <>
      {forms.map(([vat, selling, regular]) => (
        <span
          key={vat}
          className={`vat-${vat} ${className ?? ''}`}
          data-discounted={price.isDiscounted || undefined}
        >
          <span data-selling>{selling}</span>
          {price.isDiscounted && (
            <s>
              <span className="visually-hidden">{regularLabel.replace('{price}', regular)}</span>
              <span aria-hidden="true">{regular}</span>
            </s>
          )}
        </span>
      ))}
    </>
  );
}
