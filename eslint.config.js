import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import featureBoundaries from './eslint-rules/feature-boundaries.js';

/**
 * Import boundaries (DESIGN §1): dependencies run one way, domain ← contract ← db, feed ← server.
 * Each rule lists what a layer must never import.
 */
const forbid = (...groups) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: groups.map((group) => ({
        group: [group],
        message: `This layer may not import ${group}.`,
      })),
    },
  ],
});

const WEB_FORBIDDEN = [
  '@sportsbook/db',
  '@sportsbook/feed',
  '@sportsbook/server',
  'pg',
  '@electric-sql/*',
  'drizzle-orm*',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/.next-*/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['packages/domain/**'],
    rules: forbid('@sportsbook/*', 'zod', 'node:*', 'fs', 'path', 'http'),
  },
  {
    files: ['packages/contract/**'],
    rules: forbid('@sportsbook/db', '@sportsbook/feed', '@sportsbook/server', '@sportsbook/web'),
  },
  {
    files: ['packages/db/**', 'packages/feed/**'],
    rules: forbid('@sportsbook/server', '@sportsbook/web'),
  },
  {
    files: ['apps/web/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...forbid(...WEB_FORBIDDEN),
    },
  },
  {
    // Code that can reach the browser takes run-time values from the zod-free entry; the main
    // entry's schemas would ship zod to every page. Types may come from either.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.server.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: WEB_FORBIDDEN.map((group) => ({
            group: [group],
            message: `This layer may not import ${group}.`,
          })),
          paths: [
            {
              name: '@sportsbook/contract',
              allowTypeImports: true,
              message: 'Import values from @sportsbook/contract/browser (no zod in the browser).',
            },
          ],
        },
      ],
    },
  },
  {
    // Features are kept apart: outside a feature, only its public entry is imported (decision 038).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { sportsbook: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'sportsbook/feature-boundaries': 'error' },
  },
  {
    files: ['scripts/**', 'apps/*/scripts/**', 'bench/**', 'e2e/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
);
