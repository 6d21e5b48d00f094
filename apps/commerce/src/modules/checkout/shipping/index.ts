export {
  isZipOf,
  type PickupPlace,
  SHIPPING_IDS,
  SHIPPING_NAMES,
  type ShippingOption,
  shippingNameOf,
  shippingOptionsFor,
} from './options.ts';
export { nearestPickupPoints } from './pickup-points.ts';
