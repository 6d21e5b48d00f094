export { SkuPage, skuMetadata } from './sku-page';
export { StockPage, stockMetadata } from './stock-page';
