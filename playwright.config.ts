import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// E2E_PORT lets two runs share a machine (each with its own server and database).
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;

// Each run starts the server on a database of its own, seeded afresh with the demo
// accounts. Playwright evaluates this file again in every worker: the directory is
// chosen once, in the runner, and handed down through the environment; the previous
// run's directory is removed at the same time.
const DATA_ROOT = join(tmpdir(), `wm-e2e-${PORT}`);
if (!process.env.WM_E2E_DATA_DIR) {
  rmSync(DATA_ROOT, { recursive: true, force: true });
  mkdirSync(DATA_ROOT, { recursive: true });
  process.env.WM_E2E_DATA_DIR = mkdtempSync(join(DATA_ROOT, 'run-'));
}
const dataDir = process.env.WM_E2E_DATA_DIR;

export default defineConfig({
  testDir: 'e2e',
  outputDir: process.env.E2E_PORT ? `test-results-${PORT}` : 'test-results',
  // The journeys share one server and database; two workers keep them quick without
  // making the embedded database the bottleneck.
  workers: 2,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // The demo's first sweeper pass changes the demo buyer's balance: journeys start after it.
  globalSetup: './e2e/global-setup.ts',
  // A journey of a dozen steps, each of which may wait up to the assertion timeout on a busy machine.
  timeout: 120_000,
  // A page's first visit renders antd's styles for its components at run time; with two browsers, tracing and the
  // server on two cores, CI saw a first visit (home to wallet) take over 10 s, where it takes ~1 s alone.
  expect: { timeout: 20_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: process.env.E2E_PORT ? `playwright-report-${PORT}` : 'playwright-report' }]],
  use: {
    baseURL: BASE_URL,
    viewport: { width: 1480, height: 900 },
    // Dialogs and menus appear at once, as for a user who asks the system for less motion (app.tsx): a click
    // Playwright aimed at a button still zooming in could land beside it on a busy machine and be lost.
    reducedMotion: 'reduce',
    // A failed journey keeps a screenshot of the page as it failed, and its trace: actions, network and console.
    // Left out of the trace: DOM snapshots at every action (they serialise the page and its styles each time) and the
    // screencast (a frame encoded many times a second in every browser). Both cost CPU the pages under test then lack:
    // with the screencast and a screenshot of every journey, 12 journeys took 3.7 min on a 2-core machine, 2.4 without.
    // The journeys that take screenshots on purpose (the pages in each language) still write theirs.
    screenshot: 'only-on-failure',
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    // The server as `npm start` runs it: its bundle (scripts/build-server.mjs), made again if its sources changed.
    command: 'node scripts/build-server.mjs && node apps/server/dist/main.mjs',
    // Every journey asks for codes from one address: the per-address SMS quota would stop them.
    env: { PORT: String(PORT), DATA_DIR: dataDir, SMS_PER_IP_PER_HOUR: '100000' },
    url: `${BASE_URL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
