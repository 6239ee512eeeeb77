import type { FullConfig } from '@playwright/test';

/**
 * Waits for the server's first sweeper pass before any journey starts. The demo data holds an
 * after-sales the store never answered: the first pass (30 s after start) approves it and refunds
 * the demo buyer. A journey that read the buyer's balance before that pass and the page after it
 * would see two different amounts. The signal is the pass itself, counted in /metrics.
 */
export default async function globalSetup(config: FullConfig) {
  const base = config.projects[0]?.use.baseURL;
  if (!base) throw new Error('no baseURL');
  const done = /^wm_sweeper_runs_total\{task="auto-approve-after-sales",outcome="ok"\} [1-9]/m;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${base}/metrics`);
    if (!response.ok) throw new Error(`/metrics answered ${response.status}`);
    if (done.test(await response.text())) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server made no sweeper pass within 120 s');
}
