import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * One Vitest run for every workspace: unit tests next to the code, integration tests under
 * `test/`. Each worker gets its own database (see packages/db/test/test-database.ts).
 */
export default defineConfig({
  // The web app's `@/` alias (apps/web/tsconfig.json), for its unit tests.
  resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
  // The web's components (.tsx) in unit tests: React's automatic JSX runtime (tsconfig says preserve).
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'packages/*/test/**/*.test.ts',
      'apps/*/src/**/*.test.ts',
      'apps/*/test/**/*.test.ts',
    ],
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 30_000,
    // A hang guard: building an app on PGlite took over 60 s on a machine at load 20.
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
