import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { LongFilesFirst } from './lib/testing/long-files-first';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      'server-only': fileURLToPath(new URL('./lib/testing/server-only-stub.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['lib/**/*.test.ts', 'app/**/*.test.ts', 'components/**/*.test.ts', 'server/**/*.test.ts', 'i18n/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'lib/store/**', '**/*.store.test.ts'],
        },
      },
      {
        // Only a run that includes the store's tests starts PostgreSQL and makes the templates.
        // Other rooms' tests that need a store end in `.store.test.ts`.
        extends: true,
        test: {
          name: 'store',
          // The store's own suites, and suites of other rooms that need a store (`*.store.test.ts`).
          include: ['lib/store/**/*.test.ts', 'lib/**/*.store.test.ts'],
          globalSetup: ['lib/testing/postgres-global-setup.ts'],
          hookTimeout: 120_000,
          // An `expect.poll` here waits for a notice or a claim's round trip through the database,
          // which on a loaded machine takes longer than the default second: a wait that lapses then
          // reports as an assertion ("expected false to be true") about a state still to come. The
          // bound is liveness only; half the test timeout keeps its failure the poll's own message.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
