/** An image type the contact forms accept, as read from the file's first bytes. */
export interface ImageType {
  contentType: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic';
  extension: 'jpg' | 'png' | 'webp' | 'heic';
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

// HEIF brands of still images from phones (HEVC-coded, or the generic image brands).
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/**
 * The image type the bytes are, or null. Neither the file's name nor the browser's content type is
 * believed: a renamed program or text file is whatever its bytes say, and that is none of these.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { contentType: 'image/png', extension: 'png' };
  }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return { contentType: 'image/webp', extension: 'webp' };
  }
  if (startsWith(bytes, ascii('ftyp'), 4)) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12));
    if (HEIC_BRANDS.has(brand)) return { contentType: 'image/heic', extension: 'heic' };
  }
  return null;
}
