import { fillMessage } from '@/lib/fill-message';

/** What a cart or order line holds of its product beside the name, as the API answered it. */
export interface LineVariant {
  colour?: string | null;
  size?: string | null;
}

/** A line's name with its size, which tells it from the product's other lines: "Hjälm (M)". */
export function lineName(line: LineVariant & { product: { name: string } }): string {
  return line.size ? `${line.product.name} (${line.size})` : line.product.name;
}

/** A line's colour and size in words ("Färg: Gul", "Storlek: M"), those it has. */
export function lineDetails(line: LineVariant, texts: { colour: string; size: string }): string[] {
  return [
    ...(line.colour ? [fillMessage(texts.colour, { colour: line.colour })] : []),
    ...(line.size ? [fillMessage(texts.size, { size: line.size })] : []),
  ];
}
