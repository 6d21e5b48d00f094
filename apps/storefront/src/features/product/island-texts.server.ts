import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { BuyTexts } from './buy-box';
import type { GalleryImage, GalleryTexts } from './gallery-types';

/** The gallery's images with what each is called, and its other texts, worded here. */
export async function galleryProps(
  productName: string,
  shown: { fileName: string; alt: string | null }[],
): Promise<{ images: GalleryImage[]; texts: GalleryTexts }> {
  const t = await getTranslations('product');
  const count = shown.length;
  const images = shown.map(({ fileName, alt }, index) => {
    const numbered = { index: index + 1, count };
    return {
      fileName,
      // What staff wrote the photo shows, in the shopper's language; else the shop's own words.
      alt: alt || t('imageOf', { ...numbered, name: productName }),
      zoomLabel: t('zoomImage', numbered),
      showLabel: t('showImage', numbered),
      zoomTitle: t('zoomTitle', { ...numbered, name: productName }),
    };
  });
  const texts = {
    thumbnails: t('images', { name: productName }),
    closeZoom: t('closeZoom'),
    zoomHint: t('zoomHint'),
    previousImage: t('previousImage'),
    nextImage: t('nextImage'),
  };
  return { images, texts };
}

/** The buy box's texts; those with arguments the shopper's choice decides are left to fill. */
export async function buyTexts(): Promise<BuyTexts> {
  const t = await getTranslations('product');
  return {
    size: t('size'),
    sizeRequired: t('sizeRequired'),
    quantity: t('quantity'),
    quantityHint: t.raw('quantityHint') as string,
    quantityInvalid: t('quantityInvalid'),
    addToCart: t('addToCart'),
    soldOut: t('soldOut'),
  };
}
