import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { ACTION_BODY_LIMIT_BYTES } from './src/lib/action-body-limit';
import { securityHeaders } from './src/lib/security-headers';
import { tagManagerContainer } from './src/lib/tag-manager';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The contract shared with the commerce API is TypeScript source.
  transpilePackages: ['@shop/contract'],
  // Required from node_modules at run time, not bundled: the cache expiry channel's client (ADR 36).
  serverExternalPackages: ['ioredis'],
  // Type-checking runs once, in `npm run typecheck`.
  typescript: { ignoreBuildErrors: true },
  // Cached pages and reads live in each process's memory (ADR 18): a restart, a reseed or a second
  // server beside this one never meets pages rendered from other data.
  cacheMaxMemorySize: 256 * 1024 * 1024,
  experimental: {
    isrFlushToDisk: false,
    // A contact form's image and its fields; the proxy refuses a larger declared body first.
    serverActions: { bodySizeLimit: ACTION_BODY_LIMIT_BYTES },
  },
  // Decided when the build runs: `next build` is production, `next dev` is not; a tag manager
  // container set then (GTM_CONTAINER_ID) adds its origin to the policy.
  async headers() {
    const production = process.env.NODE_ENV === 'production';
    const tagManager = tagManagerContainer() !== null;
    return [{ source: '/:path*', headers: securityHeaders({ production, tagManager }) }];
  },
};

export default createNextIntlPlugin('./src/i18n/request.ts')(nextConfig);
