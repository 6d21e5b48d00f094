import '@/styles/global.css';
import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SCRUB_ADDRESS_SCRIPT } from '@/features/analytics/private-query';
import { CartIsland } from '@/features/cart/cart-island';
import { cartTexts } from '@/features/cart/cart-texts.server';
import { ConsentPanel } from '@/features/consent/consent-panel';
import { BoundaryTextsProvider } from '@/features/layout/boundary-texts';
import { ChunkReloadGuard } from '@/features/layout/chunk-reload-guard';
import { NavigationEffects } from '@/features/layout/navigation-effects-loader';
import { REGISTER_WORKER_SCRIPT } from '@/features/offline/register-worker';
import { ToastRegion } from '@/features/shop/toast-region';
import { themeColourOf, themeStyle } from '@/lib/channel-theme';
import { DEFAULT_CUSTOMER_TYPE, SERVER_VIEWPORT_WIDTH, vatIncludedFor, viewportOf } from '@/lib/config';
import { apiKey } from '@/lib/config.server';
import { query } from '@/lib/graphql/server';
import { pageScope, type ScopeParams } from '@/lib/page.server';
import { ChannelQuery } from '@/lib/routing/channel.server';
import { localeInfo } from '@/lib/routing/locales';
import { marketsFromChannel } from '@/lib/routing/markets';
import { wordedPaths } from '@/lib/routing/route-table';
import { getLinks } from '@/lib/shop-context.server';
import { siteOrigin } from '@/lib/site-origin';
import { FAVICON_SIZE, ICON_FILES, iconSizes, THEME_COLOUR } from '@/ui/brand';
import { FIRST_PAINT_SCRIPT } from './first-paint';
import { ShopRoot } from './shop-root';

/**
 * Public Sans, self-hosted from its package: Next preloads it and sizes a local fallback to its
 * metrics, so text does not move when the font arrives. The Latin subset covers the five languages.
 */
const publicSans = localFont({
  src: '../../../../../../node_modules/@fontsource-variable/public-sans/files/public-sans-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-public-sans',
});

/** The browser's chrome in the channel's theme colour; the installed app's icons keep the brand's. */
export async function generateViewport({ params }: { params: Promise<ScopeParams> }): Promise<Viewport> {
  await pageScope(params);
  const { channel } = await query(ChannelQuery, {});
  const themeColor = themeColourOf(channel.settings.theme) ?? THEME_COLOUR;
  return { themeColor, width: 'device-width', initialScale: 1 };
}

export async function generateMetadata({ params }: { params: Promise<ScopeParams> }): Promise<Metadata> {
  const { locale } = await pageScope(params);
  const t = await getTranslations({ locale, namespace: 'site' });
  return {
    // Canonical and hreflang addresses (each page's own) are absolute, as search engines require.
    metadataBase: new URL(siteOrigin()),
    title: { default: t('name'), template: `%s | ${t('name')}` },
    description: t('description'),
    icons: {
      icon: [
        { url: '/favicon.ico', sizes: iconSizes(FAVICON_SIZE) },
        { url: '/icons/icon-192.png', sizes: iconSizes(ICON_FILES['icon-192.png']) },
      ],
      apple: '/icons/apple-touch-icon.png',
    },
  };
}

/**
 * The same document for every shopper of a market and language, so that pages can be cached: what
 * is the shopper's own (customer type, checkout market) is read in the browser.
 */
export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<ScopeParams>;
}) {
  const context = await pageScope(params);
  const { locale } = context;
  const [{ channel }, t, tError, tNotFound, links, cart] = await Promise.all([
    query(ChannelQuery, {}),
    getTranslations('layout'),
    getTranslations('error'),
    getTranslations('notFound'),
    getLinks(),
    cartTexts(),
  ]);
  const languagesOf = new Map(marketsFromChannel(channel).markets.map((m) => [m.alias, m]));
  const boundaryTexts = {
    error: {
      title: tError('title'),
      text: tError('text'),
      retry: tError('retry'),
      status: tError.raw('status') as string,
    },
    notFound: {
      title: tNotFound('title'),
      text: tNotFound('text'),
      status: tError('status', { status: 404 }),
      pageTitle: tNotFound('pageTitle'),
      address: tNotFound.raw('address') as string,
      // Rendered here, so that the layout's scripts, which every page loads, carry next/link once.
      homeLink: <Link href={links.route('index')}>{tNotFound('home')}</Link>,
    },
  };
  return (
    <html
      lang={locale}
      className={publicSans.variable}
      dir={localeInfo[locale].dir}
      data-vat={vatIncludedFor(DEFAULT_CUSTOMER_TYPE) ? 'inc' : 'ex'}
      data-viewport={viewportOf(SERVER_VIEWPORT_WIDTH)}
      // The channel's theme map (ADR 70): its style variables, rendered here for every page.
      style={themeStyle(channel.settings.theme)}
      // The first-paint script may change data-vat before React hydrates.
      suppressHydrationWarning
    >
      <head>
        {/* First of all: secrets and order ids leave the address bar before anything reads it. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of our own. */}
        <script dangerouslySetInnerHTML={{ __html: SCRUB_ADDRESS_SCRIPT }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of our own. */}
        <script dangerouslySetInnerHTML={{ __html: FIRST_PAINT_SCRIPT }} />
        {/* In a production build only: a worker in `next dev` would keep its unhashed files. */}
        {process.env.NODE_ENV === 'production' && (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of our own.
          <script dangerouslySetInnerHTML={{ __html: REGISTER_WORKER_SCRIPT }} />
        )}
      </head>
      <body>
        {/* First in the page, so that the keyboard meets it first while it shows. */}
        <ConsentPanel />
        <BoundaryTextsProvider texts={boundaryTexts}>
          <ShopRoot
            initial={{
              locale,
              market: context.market,
              checkoutMarket: context.market,
              marketInPath: context.marketInPath,
              bases: context.bases,
              customerType: DEFAULT_CUSTOMER_TYPE,
              viewport: viewportOf(SERVER_VIEWPORT_WIDTH),
              markets: channel.markets.map((m) => ({
                alias: m.alias,
                country: m.country.name,
                countryCode: m.country.code,
                currency: m.currency.code,
                groupKey: m.groupKey,
                onlyDisplayInCheckout: m.onlyDisplayInCheckout,
                virtual: m.virtual,
                locales: languagesOf.get(m.alias)?.locales ?? [locale],
                defaultLocale: languagesOf.get(m.alias)?.defaultLocale ?? locale,
              })),
              wordedPaths: wordedPaths(),
              // The browser reaches the cart through the same-origin /graphql route, with the
              // channel's public key, as the search box does.
              cartSetup: {
                apiKey: apiKey(),
                checkoutHref: links.route('checkout'),
                texts: cart,
              },
            }}
          >
            <NavigationEffects loadingText={t('loading')} offlineText={t('offline')} />
            <ChunkReloadGuard />
            {children}
            <ToastRegion closeLabel={t('close')} />
            <CartIsland />
          </ShopRoot>
        </BoundaryTextsProvider>
      </body>
    </html>
  );
}
