import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaders } from './src/lib/security-headers';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Type-checking runs once, in `npm run typecheck`.
  typescript: { ignoreBuildErrors: true },
  // Cached pages and reads live in each process's memory (ADR 18): a restart, a reseed or a second
  // server beside this one never meets pages rendered from other data.
  cacheMaxMemorySize: 256 * 1024 * 1024,
  experimental: {
    isrFlushToDisk: false,
    // A contact form's image (up to 2 MB, which the API judges) and its fields; Next stops reading a
    // larger body at this size and refuses it (413) without holding it in memory.
    serverActions: { bodySizeLimit: '2.5mb' },
  },
  // Decided when the build runs: `next build` is production, `next dev` is not.
  async headers() {
    const production = process.env.NODE_ENV === 'production';
    return [{ source: '/:path*', headers: securityHeaders({ production }) }];
  },
};

export default createNextIntlPlugin('./src/i18n/request.ts')(nextConfig);
