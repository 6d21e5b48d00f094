import { type CustomerType, vatIncludedFor } from '@/lib/config';

/** An amount as the API formatted it, in both VAT forms. */
export interface RentalAmount {
  sellingPriceIncVatFormatted: string;
  sellingPriceExVatFormatted: string;
}

/**
 * An amount as a customer type is shown it: a rental's prices differ by customer type (ADR 60), so
 * a private person sees the private price incl. VAT and a company the company price excl. VAT.
 */
export const amountFor = (type: CustomerType, amount: RentalAmount): string =>
  vatIncludedFor(type) ? amount.sellingPriceIncVatFormatted : amount.sellingPriceExVatFormatted;

/**
 * One text per customer type, each in the class of its VAT form, so that the customer type on
 * `<html data-vat>` shows its own (ADR 5); none where `text` answers null. With one row only (the
 * browser asked for the shopper's own type) that one shows.
 */
export function ByCustomerType<Row extends { customerType: CustomerType }>({
  rows,
  text,
}: {
  rows: readonly Row[];
  text: (row: Row) => string | null;
}) {
  return rows.map((row) => {
    const shown = text(row);
    if (shown === null) return null;
    return (
      <span key={row.customerType} className={vatIncludedFor(row.customerType) ? 'vat-inc' : 'vat-ex'}>
        {shown}
      </span>
    );
  });
}
