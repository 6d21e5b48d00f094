import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { staticSecurityHeaders } from './src/lib/security-headers';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Shared with the other apps as TypeScript source.
  transpilePackages: ['@shop/graphql-client'],
  // Type-checking runs once, in `npm run typecheck`.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // `forbidden()`: a page the member's role may not see answers 403 with the shell's own page.
    authInterrupts: true,
    // A hand-out's or return's photos: six of at most 5 MB (the API's limits, ADR 63) and the fields,
    // read whole by the action and, since the proxy sees every page's posts, buffered whole by it.
    serverActions: { bodySizeLimit: 31 * 1024 * 1024 },
    proxyClientMaxBodySize: 31 * 1024 * 1024,
  },
  // Every response, files and errors included; the content security policy, with a nonce per
  // page, comes from the proxy.
  async headers() {
    const production = process.env.NODE_ENV === 'production';
    return [{ source: '/:path*', headers: staticSecurityHeaders(production) }];
  },
};

export default createNextIntlPlugin('./src/i18n/request.ts')(nextConfig);
