import type { MetadataRoute } from 'next';
import { DEFAULT_LOCALE } from '@/lib/routing/locales';
import { ICON_FILES, iconSizes, THEME_COLOUR } from '@/ui/brand';

/** The web app manifest, in the default language: one for the whole shop. */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const messages = (await import(`../../messages/${DEFAULT_LOCALE}.json`)).default;
  return {
    name: messages.site.name,
    short_name: messages.site.name,
    description: messages.site.description,
    start_url: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOUR,
    icons: (['icon-192.png', 'icon-512.png'] as const).map((file) => ({
      src: `/icons/${file}`,
      sizes: iconSizes(ICON_FILES[file]),
      type: 'image/png',
      purpose: 'any',
    })),
  };
}
