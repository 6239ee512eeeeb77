import { defineConfig } from 'vitest/config';
import { antdFirstLocale } from './apps/web/antd-first-locale.ts';

export default defineConfig({
  // The web's first strings import antd's first locale (apps/web/antd-first-locale.ts).
  plugins: [antdFirstLocale()],
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
    globalSetup: ['apps/server/test/global-setup.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
