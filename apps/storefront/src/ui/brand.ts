/** The shop's theme colour: browser chrome, the installed app's splash and its icons. */
export const THEME_COLOUR = '#363636';

/** Square PNG icons the shop publishes under /icons/, by file name, with their side in pixels. */
export const ICON_FILES = {
  'icon-192.png': 192,
  'icon-512.png': 512,
  'apple-touch-icon.png': 180,
} as const;
export type IconFile = keyof typeof ICON_FILES;

/** The favicon's side: one PNG inside /favicon.ico. */
export const FAVICON_SIZE = 48;

export function isIconFile(name: string): name is IconFile {
  return Object.hasOwn(ICON_FILES, name);
}

/** An icon's `sizes` value, e.g. 192x192. */
export const iconSizes = (side: number) => `${side}x${side}`;
