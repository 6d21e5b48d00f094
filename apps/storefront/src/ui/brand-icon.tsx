import { ImageResponse } from 'next/og';
import { THEME_COLOUR } from './brand';

/**
 * The shop's mark, a white M on the theme colour, filling the square: platforms that round or mask
 * icons cut from the edges, so the M keeps to the middle 60%.
 */
export function brandIconPng(size: number): ImageResponse {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: THEME_COLOUR,
      }}
    >
      <svg width={size * 0.6} height={size * 0.6} viewBox="0 0 100 100" aria-hidden="true">
        <path
          d="M14 86V16l36 40 36-40v70"
          fill="none"
          stroke="#ffffff"
          strokeWidth="14"
          strokeLinejoin="miter"
        />
      </svg>
    </div>,
    { width: size, height: size },
  );
}

/**
 * An .ico file holding one PNG image (the format allows PNG entries since Windows Vista, and every
 * current browser reads them).
 */
export function icoOf(png: Uint8Array, size: number): Uint8Array<ArrayBuffer> {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6); // width, 0 meaning 256
  header.writeUInt8(size >= 256 ? 0 : size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.byteLength, 14); // image size
  header.writeUInt32LE(22, 18); // image offset, right after this header
  const ico = new Uint8Array(header.length + png.byteLength);
  ico.set(header);
  ico.set(png, header.length);
  return ico;
}
