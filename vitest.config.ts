import { defineConfig } from 'vitest/config';

/**
 * One Vitest run for every workspace: unit tests next to the code, integration tests under
 * `test/`. Each worker gets its own database (see packages/db/test/test-database.ts).
 */
export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'packages/*/test/**/*.test.ts',
      'apps/*/src/**/*.test.ts',
      'apps/*/test/**/*.test.ts',
    ],
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
