// What other modules use of the media: the demo catalog's product images, the photos staff upload
// for products (ADR 79), the manuals' PDF, and the start every PDF of the shop shares (manuals and
// invoices).
export { type ManualContent, renderManualPdf } from './manual-pdf.ts';
export { manualTexts } from './manual-texts.ts';
export { SHOP_NAME, startPdf } from './pdf.ts';
export {
  type ImageKind,
  PRODUCT_IMAGE_SIZE,
  parseProductImageFileName,
  productImageFileName,
  renderProductImage,
} from './product-image/index.ts';
export { checkProductPhoto, PRODUCT_PHOTO_LIMITS, photoFiles } from './product-photos/photo.ts';
export { serveProductPhoto } from './product-photos/serve.ts';
export { folderPhotoStore, newPhotoKey, type PhotoStore } from './product-photos/store.ts';
