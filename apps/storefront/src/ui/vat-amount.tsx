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
