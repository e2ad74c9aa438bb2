import path from 'node:path';
import type { NextConfig } from 'next';

/**
 * next-intl's request config is wired with a plain alias instead of `createNextIntlPlugin`: the
 * plugin resolves its path against process.cwd(), which breaks when the app is built or served
 * from the repository root (`next build apps/web`, or apps/server's `next({ dir: 'apps/web' })`).
 * Turbopack resolves a relative alias against this directory; webpack needs an absolute path.
 */
const I18N_REQUEST_CONFIG = './src/i18n/request.ts';

const nextConfig: NextConfig = {
  // NEXT_DIST_DIR lets a second build (a benchmark, a parallel check) live beside the usual one
  // without overwriting it; the server reads the same variable through this file.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // Workspace packages ship TypeScript source (`exports: "./src/index.ts"`).
  transpilePackages: ['@sportsbook/contract', '@sportsbook/domain'],
  poweredByHeader: false,
  reactStrictMode: true,
  turbopack: {
    resolveAlias: { 'next-intl/config': I18N_REQUEST_CONFIG },
  },
  webpack(config: { resolve: { alias: Record<string, string> } }) {
    config.resolve.alias['next-intl/config'] = path.join(__dirname, I18N_REQUEST_CONFIG);
    return config;
  },
};

export default nextConfig;
