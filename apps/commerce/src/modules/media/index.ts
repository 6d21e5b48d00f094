// What other modules use of the media: the demo catalog's product images and the PDFs (manuals, and the start every PDF shares).
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
