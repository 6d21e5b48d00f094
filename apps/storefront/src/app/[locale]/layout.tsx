import '@/styles/global.css';
import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { xDefaultOf } from '@/features/layout/alternates';
import { pageAlternates } from '@/features/layout/alternates.server';
import { ChunkReloadGuard } from '@/features/layout/chunk-reload-guard';
import { NavigationEffects } from '@/features/layout/navigation-effects';
import { ShopProvider } from '@/features/shop/shop-provider';
import { ToastRegion } from '@/features/shop/toast-region';
import {
  DEFAULT_CUSTOMER_TYPE,
  isCustomerType,
  SERVER_VIEWPORT_WIDTH,
  vatIncludedFor,
  viewportOf,
} from '@/lib/config';
import { COOKIES } from '@/lib/cookies';
import { query } from '@/lib/graphql/server';
import { ChannelQuery } from '@/lib/routing/channel.server';
import { isLocale, localeInfo } from '@/lib/routing/locales';
import { getShopContext } from '@/lib/shop-context.server';
import { siteOrigin } from '@/lib/site-origin';
import { FAVICON_SIZE, ICON_FILES, iconSizes, THEME_COLOUR } from '@/ui/brand';

/**
 * Public Sans, self-hosted from its package: Next preloads it and sizes a local fallback to its
 * metrics, so text does not move when the font arrives. The Latin subset covers the five languages.
 */
const publicSans = localFont({
  src: '../../../../../node_modules/@fontsource-variable/public-sans/files/public-sans-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-public-sans',
});

/** Only the texts client components use travel to the browser. */
const CLIENT_NAMESPACES = ['layout', 'customerType', 'market', 'error'] as const;
function clientMessages(messages: Record<string, unknown>) {
  return Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, messages[ns]]));
}

export const viewport: Viewport = { themeColor: THEME_COLOUR, width: 'device-width', initialScale: 1 };

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  const [t, context, alternates] = await Promise.all([
    getTranslations({ locale, namespace: 'site' }),
    getShopContext(),
    pageAlternates(),
  ]);
  const own = alternates.find((a) => a.locale === context.locale);
  const xDefault = xDefaultOf(alternates);
  return {
    // Canonical and hreflang addresses are absolute, as search engines require.
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
    alternates: context.route
      ? {
          canonical: own?.href,
          languages: {
            ...Object.fromEntries(alternates.map((a) => [a.hreflang, a.href])),
            ...(xDefault ? { 'x-default': xDefault.href } : {}),
          },
        }
      : undefined,
  };
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const [jar, context, { channel }] = await Promise.all([
    cookies(),
    getShopContext(),
    query(ChannelQuery, {}),
  ]);
  const chosenType = jar.get(COOKIES.customerType)?.value;
  const customerType = isCustomerType(chosenType) ? chosenType : DEFAULT_CUSTOMER_TYPE;
  const checkoutMarket = jar.get(COOKIES.checkoutMarket)?.value ?? context.market;
  return (
    <html
      lang={locale}
      className={publicSans.variable}
      dir={localeInfo[locale].dir}
      data-vat={vatIncludedFor(customerType) ? 'inc' : 'ex'}
      data-viewport={viewportOf(SERVER_VIEWPORT_WIDTH)}
    >
      <body>
        <NextIntlClientProvider messages={clientMessages(await getMessages())}>
          <ShopProvider
            initial={{
              locale,
              market: context.market,
              checkoutMarket,
              marketInPath: context.marketInPath,
              customerType,
              viewport: viewportOf(SERVER_VIEWPORT_WIDTH),
              markets: channel.markets.map((m) => ({
                alias: m.alias,
                country: m.country.name,
                currency: m.currency.code,
                onlyDisplayInCheckout: m.onlyDisplayInCheckout,
              })),
            }}
          >
            <NavigationEffects />
            <ChunkReloadGuard />
            {children}
            <ToastRegion />
          </ShopProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
