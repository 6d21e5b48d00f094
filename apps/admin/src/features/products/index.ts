export { proxyProductImage } from './image-proxy.server';
export {
  NewProductPage,
  newProductMetadata,
  ProductPage,
  productIdOf,
  productMetadata,
} from './product-page';
export { ProductsPage, productsMetadata } from './products-page';
