/** One image and what it is called where it shows, worded on the server. */
export interface GalleryImage {
  fileName: string;
  alt: string;
  /** The main image's button: "Enlarge image 2 of 4". */
  zoomLabel: string;
  /** Its thumbnail's button: "Show image 2 of 4". */
  showLabel: string;
  /** The zoom view's heading while it shows this image. */
  zoomTitle: string;
}

export interface GalleryTexts {
  thumbnails: string;
  closeZoom: string;
  zoomHint: string;
  previousImage: string;
  nextImage: string;
}
