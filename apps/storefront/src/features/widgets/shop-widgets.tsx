import Link from 'next/link';
import { PromoCodeWidget } from '@/features/cart/promo-code-widget';
import { CheckoutOptionsWidget } from '@/features/checkout/checkout-options-widget';
import { checkoutTexts } from '@/features/checkout/checkout-texts.server';
import { PriceHistory } from '@/features/product/price-history';
import { ProductPageQuery } from '@/features/product/queries';
import { CustomerTypeToggle } from '@/features/shop/customer-type-toggle';
import { MarketSelector } from '@/features/shop/market-selector';
import { customerTypeTexts, marketTexts } from '@/features/shop/shop-texts.server';
import { productTag } from '@/lib/cache-manifest';
import { query } from '@/lib/graphql/server';
import { StockBadge } from '@/ui/stock-badge';
import { stockText } from '@/ui/texts.server';
import { textOf } from './configuration';
import type { WidgetProps } from './widget-context';

/**
 * The shop's own controls and facts as widgets, each the same piece the shop shows elsewhere, with
 * the shopper's or the API's data: customer type, market, promo code, the ways to ship and pay,
 * a product's stock and price history (`productAlias`).
 */
export async function CustomerTypeWidget() {
  return <CustomerTypeToggle texts={await customerTypeTexts()} />;
}

export async function MarketWidget() {
  return <MarketSelector texts={await marketTexts()} />;
}

export function PromoCodeRenderer() {
  return <PromoCodeWidget />;
}

export async function CheckoutOptionsRenderer() {
  return <CheckoutOptionsWidget texts={await checkoutTexts()} />;
}

async function productOf(configuration: WidgetProps['configuration']) {
  const alias = textOf(configuration.productAlias);
  if (!alias) return null;
  const { product } = await query(ProductPageQuery, { alias }, { tags: [productTag(alias)] });
  return product;
}

export async function StockWidget({ configuration, links }: WidgetProps) {
  const product = await productOf(configuration);
  if (!product) return null;
  return (
    <div>
      <p>
        <Link href={links.catalog(product.canonicalUrl)}>{product.name}</Link>
      </p>
      <StockBadge
        status={product.stockStatus}
        text={await stockText(product.stockStatus, product.totalStock.inStock)}
      />
    </div>
  );
}

export async function PriceHistoryWidget({ configuration, links }: WidgetProps) {
  const product = await productOf(configuration);
  if (!product || product.priceLog.length === 0) return null;
  return (
    <div>
      <p>
        <Link href={links.catalog(product.canonicalUrl)}>{product.name}</Link>
      </p>
      <PriceHistory priceLog={product.priceLog} today={new Date().toISOString().slice(0, 10)} />
    </div>
  );
}
