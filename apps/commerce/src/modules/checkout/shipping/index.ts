export {
  isZipOf,
  type PickupPlace,
  SHIPPING_IDS,
  SHIPPING_NAMES,
  type ShippingOption,
  shippingOptionsFor,
} from './options.ts';
export { nearestPickupPoints } from './pickup-points.ts';
