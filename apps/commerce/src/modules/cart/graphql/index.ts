// The cart's part of the schema: importing this registers its types, query and mutations.
import './copy.ts';
import './operations.ts';
import './refusal-codes.ts';

export { type ShippingOptionShape, ShippingOptionType } from './summary.ts';
export { CartType } from './types.ts';
