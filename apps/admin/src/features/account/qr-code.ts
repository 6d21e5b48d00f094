import { encode } from 'uqr';

/** A QR code as an SVG path of its dark modules, drawn on the server: the browser loads no QR library. */
export function qrPath(text: string): { size: number; path: string } {
  const { data, size } = encode(text, { ecc: 'M', border: 2 });
  const parts: string[] = [];
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return { size, path: parts.join('') };
}
