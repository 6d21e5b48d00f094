import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

const IMAGE = `id position fileName contentType sizeBytes width height alt { languageCode text } createdAt`;
const CHANGE = `images { ${IMAGE} } refusal message problems { languageCode code message }`;

/** The product images' operations on /admin/graphql, as the admin app sends them (ADR 79). */
export const PRODUCT_IMAGES = {
  images: `query ($id: Int!) { product(id: $id) { id images { ${IMAGE} } } }`,
  limits: '{ productImageLimits { maxBytes maxPixels perProduct altTextMax types widths } }',
  alt: `mutation ($productId: Int!, $imageId: Int!, $texts: [CatalogImageAltInput!]!) {
    setProductImageAlt(productId: $productId, imageId: $imageId, texts: $texts) { ${CHANGE} } }`,
  reorder: `mutation ($productId: Int!, $imageIds: [Int!]!) {
    reorderProductImages(productId: $productId, imageIds: $imageIds) { ${CHANGE} } }`,
  remove: `mutation ($productId: Int!, $imageId: Int!) {
    deleteProductImage(productId: $productId, imageId: $imageId) { ${CHANGE} } }`,
} as const;

export interface DeskImage {
  id: number;
  position: number;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  width: number;
  height: number;
  alt: { languageCode: string; text: string }[];
}

/** A photo posted as the admin app posts it: the file as the body, the member's token as Bearer. */
export async function uploadImage(
  base: string,
  token: string | null,
  productId: number,
  body: BodyInit,
  init: RequestInit = {},
) {
  const response = await fetch(`${base}/admin/catalog/products/${productId}/images`, {
    method: 'POST',
    headers: {
      'content-type': 'application/octet-stream',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body,
    ...init,
  });
  const answer = (await response.json()) as {
    imageId?: number;
    images?: (DeskImage & { key: string })[];
    errors?: { extensions: { code: string } }[];
  };
  return { status: response.status, answer, code: answer.errors?.[0]?.extensions.code ?? null };
}

/** A real photo of the type, made here with sharp: a gradient, so its copies are not all one colour. */
export async function photoOf(format: 'jpeg' | 'png' | 'webp' | 'gif', width = 1200, height = 800) {
  const gradient = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#c33"/><stop offset="1" stop-color="#36c"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="50%" cy="50%" r="30%" fill="#fc3"/></svg>`;
  return sharp(Buffer.from(gradient)).toFormat(format).toBuffer();
}

function pngChunk(type: string, data: Buffer) {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const check = Buffer.alloc(4);
  check.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([head, body, check]);
}

/** A PNG of a few hundred bytes whose head says 30,000 × 30,000 pixels: 900 megapixels were it decoded. */
export function pixelBomb(side = 30_000) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // 8 bits a sample
  header[9] = 0; // grey
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(side + 1))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
