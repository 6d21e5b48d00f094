import { z } from 'zod';
import { builder } from '#src/graphql/builder.ts';
import { CurrencyType } from '#src/modules/channels/graphql.ts';
import { currencyText } from '#src/modules/channels/index.ts';
import { MAX_STOCK_QUERY_QUANTITY, STOCK_STATUSES, type Stock } from '#src/modules/inventory/index.ts';
import type { UnitPrice } from '#src/modules/pricing/index.ts';

export const PriceType = builder.objectRef<UnitPrice>('PriceType').implement({
  description: 'A price in major units (Decimal), with the same amounts formatted.',
  fields: (t) => ({
    isDiscounted: t.exposeBoolean('isDiscounted'),
    regularPriceIncVat: t.expose('regularPriceIncVat', { type: 'Decimal' }),
    regularPriceExVat: t.expose('regularPriceExVat', { type: 'Decimal' }),
    sellingPriceIncVat: t.expose('sellingPriceIncVat', { type: 'Decimal' }),
    sellingPriceExVat: t.expose('sellingPriceExVat', { type: 'Decimal' }),
    regularPriceIncVatFormatted: t.exposeString('regularPriceIncVatFormatted'),
    regularPriceExVatFormatted: t.exposeString('regularPriceExVatFormatted'),
    sellingPriceIncVatFormatted: t.exposeString('sellingPriceIncVatFormatted'),
    sellingPriceExVatFormatted: t.exposeString('sellingPriceExVatFormatted'),
    vat: t.expose('vat', { type: 'Decimal', description: 'The VAT in the selling price' }),
    discountIncVat: t.expose('discountIncVat', { type: 'Decimal' }),
    discountExVat: t.expose('discountExVat', { type: 'Decimal' }),
    discountIncVatFormatted: t.exposeString('discountIncVatFormatted'),
    discountExVatFormatted: t.exposeString('discountExVatFormatted'),
    vatFormatted: t.exposeString('vatFormatted'),
    discountPercentage: t.exposeInt('discountPercentage'),
    currency: t.field({
      type: CurrencyType,
      description: 'The currency of the amounts, named in the language of the formatted ones',
      resolve: (p) => ({ code: p.currency, name: currencyText(p.currency, p.locale).name, locale: p.locale }),
    }),
  }),
});

export const StockStatusType = builder.enumType('StockStatus', { values: STOCK_STATUSES });

/** How many units a stock status is asked for. */
export const stockQuantityArgs = builder.args((t) => ({
  quantity: t.int({
    required: false,
    defaultValue: 1,
    description: `Units wanted, 1 to ${MAX_STOCK_QUERY_QUANTITY}`,
    validate: z
      .number()
      .int()
      .min(1, 'must be 1 or more')
      .max(MAX_STOCK_QUERY_QUANTITY, `at most ${MAX_STOCK_QUERY_QUANTITY}`)
      .nullish(),
  }),
}));

export const StockType = builder.objectRef<Stock>('StockType').implement({
  fields: (t) => ({
    inStock: t.exposeInt('inStock'),
    oversellable: t.exposeInt('oversellable'),
    static: t.exposeInt('static'),
    totalStock: t.exposeInt('totalStock', { description: 'inStock + oversellable + static' }),
    incoming: t.exposeString('incoming', { nullable: true, description: 'Expected restock date' }),
  }),
});
