import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Type-checking runs once, in `npm run typecheck`.
  typescript: { ignoreBuildErrors: true },
};

export default createNextIntlPlugin('./src/i18n/request.ts')(nextConfig);
