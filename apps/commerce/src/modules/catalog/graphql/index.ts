// The catalog's part of the schema: importing this registers every catalog type and field.
import './aliases.ts';
import './buying.ts';
import './list-page-info.ts';
import './product-page.ts';
import './queries.ts';

export { AlternateUrlType, MetadataType } from './metadata.ts';
export { PriceType } from './price-and-stock.ts';
export { CampaignType as CampaignRuleType, ProductType, SkuType } from './product.ts';
export { ProductsResultType } from './product-list.ts';
