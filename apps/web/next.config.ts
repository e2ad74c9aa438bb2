import { createRequire } from 'node:module';
import path from 'node:path';
import type { NextConfig } from 'next';

/**
 * next-intl's request config is wired with a plain alias instead of `createNextIntlPlugin`: the
 * plugin resolves its path against process.cwd(), which breaks when the app is built or served
 * from the repository root (`next build apps/web`, or apps/server's `next({ dir: 'apps/web' })`).
 * Turbopack resolves a relative alias against this directory; webpack needs an absolute path.
 */
const I18N_REQUEST_CONFIG = './src/i18n/request.ts';

/**
 * Messages are compiled at build time (next-intl's `experimental.messages.precompile`, wired by
 * hand like the request config): the message files become ready-to-format syntax trees, and
 * use-intl's formatter is swapped for the small one that only formats them, so the ICU parser
 * (intl-messageformat, ~10 KB gzipped) is in no bundle, on the client or the server. The alias
 * and the loader go together: the small formatter prints an uncompiled message as it stands. The
 * rule's path is relative to this directory (the plugin's form); precompiled-messages.test.ts
 * checks that every message formats as the ICU parser would.
 */
const FORMAT_ONLY = createRequire(__filename).resolve('use-intl/format-message/format-only');
const MESSAGES_LOADER = {
  loader: 'next-intl/extractor/catalogLoader',
  options: { messages: { format: 'json', precompile: true } },
};

const nextConfig: NextConfig = {
  // NEXT_DIST_DIR lets a second build (a benchmark, a parallel check) live beside the usual one
  // without overwriting it; the server reads the same variable through this file.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // Workspace packages ship TypeScript source (`exports: "./src/index.ts"`).
  transpilePackages: ['@sportsbook/contract', '@sportsbook/domain'],
  poweredByHeader: false,
  // The server compresses Next's answers, Brotli first (decision 077: Next's own speaks gzip
  // only); nothing rewrites the HTML on the way out (decision 040 removed decision 020's rewrite).
  compress: false,
  reactStrictMode: true,
  turbopack: {
    resolveAlias: {
      'next-intl/config': I18N_REQUEST_CONFIG,
      'use-intl/format-message': `./${path.relative(__dirname, FORMAT_ONLY).replace(/\\/g, '/')}`,
    },
    rules: {
      '*.json': { loaders: [MESSAGES_LOADER], condition: { path: './messages/**/*' }, as: '*.js' },
    },
  },
  webpack(config: { resolve: { alias: Record<string, string> }; module: { rules: unknown[] } }) {
    config.resolve.alias['next-intl/config'] = path.join(__dirname, I18N_REQUEST_CONFIG);
    config.resolve.alias['use-intl/format-message'] = FORMAT_ONLY;
    config.module.rules.push({
      test: /\.json$/,
      include: path.join(__dirname, 'messages'),
      use: [MESSAGES_LOADER],
      type: 'javascript/auto',
    });
    return config;
  },
};

export default nextConfig;
