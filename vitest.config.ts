import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { antdFirstLocale } from './apps/web/antd-first-locale.ts';

export default defineConfig({
  // The web's first strings import antd's first locale (apps/web/antd-first-locale.ts).
  plugins: [antdFirstLocale()],
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
    globalSetup: ['apps/server/test/global-setup.ts'],
    pool: 'forks',
    // Vitest's default is one worker less than the cores: one worker on CI's 2 cores, where much of a test's time is
    // waiting (servers starting, sweepers' passes, the other process of a socket), so two files at a time go faster.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
