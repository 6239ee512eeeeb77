import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The performance budgets (docs/benchmarks.md, "Budgets in npm test"): a step of `npm test` of their
 * own, after the web build, one file at a time so that they do not measure each other.
 *   npx vitest run --config bench/budgets/vitest.config.ts
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['bench/budgets/*.budget.ts'],
    globalSetup: ['apps/server/test/global-setup.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 600_000,
  },
});
