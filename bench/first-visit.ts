/**
 * A signed-in page's first visit, in Chromium: a buyer on the home page clicks a header link (wallet,
 * messages, favourites, cart), and the time from the click to the page's heading is measured, with the
 * styles the page brought (antd writes its components' styles at run time, the first time a component
 * shows). Each visit is made in a fresh browser context (no cached code), one at a time.
 *
 *   node --import tsx bench/first-visit.ts [--runs 5] [--cpu 1] [--language en]
 *
 * `--cpu 4` slows the page's CPU four times (Chromium's own throttling), as Lighthouse's mobile preset does.
 * Builds the web app if its sources changed and starts the app in demo mode on a fresh embedded
 * database. Prints one line per page: the median and the range of the click-to-heading times.
 */
import { cpus, loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { startDemoApp } from './demo-app';
import { arg } from './cli';

const RUNS = Number(arg('runs', '5'));
const CPU_SLOWDOWN = Number(arg('cpu', '1'));
const LANGUAGE = arg('language', 'en');
const PORT = Number(arg('port', '3391'));
const BUYER = { account: '13800000001', password: 'demo1234' };
const TOKEN_KEY = 'wm-b2b-token';

/** The header links a buyer clicks from the home page, by where they lead. */
const PAGES = ['/wallet/index', '/message/index', '/buyer/homeFavorite', '/shoppingCart'];

/** The page's `<style>` elements and their characters (antd adds one per component it styles). */
const styleTotals = () => {
  const styles = [...document.querySelectorAll('style')];
  return { count: styles.length, chars: styles.reduce((sum, style) => sum + (style.textContent?.length ?? 0), 0) };
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const app = await startDemoApp(PORT, 'first-visit');
  const base = app.base;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic'] });
  try {
    const login = await fetch(`${base}/api/v2/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(BUYER) });
    const token = ((await login.json()) as { data: { token: { token: string } } }).data.token.token;
    console.log(`first visits from /home, language ${LANGUAGE}, CPU slowdown ${CPU_SLOWDOWN}x, ${RUNS} runs each, ${cpus().length} cores, load ${loadavg()[0]!.toFixed(1)}`);
    for (const path of PAGES) {
      const times: number[] = [];
      let styles = 0;
      let cssKb = 0;
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ viewport: { width: 1480, height: 900 } });
        await context.addCookies([{ name: 'language', value: LANGUAGE, url: base }]);
        await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
        const page = await context.newPage();
        await page.goto(`${base}/home`);
        const link = page.locator(`header a[href="${path}"]`).first();
        await link.waitFor();
        // Settled: the home page's own requests are done before the click.
        await page.waitForLoadState('networkidle');
        if (CPU_SLOWDOWN > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        const before = await page.evaluate(styleTotals);
        // The page's heading is awaited inside the page (a MutationObserver), so that nothing polls it from
        // outside. A string: tsx would wrap the functions of a function in a helper the page does not have.
        const shown = page.evaluate<number | string>(`new Promise((resolve) => {
          const target = ${JSON.stringify(path)};
          const start = performance.now();
          const heading = () => document.querySelector('main h1')?.textContent;
          const homeHeading = heading();
          const observer = new MutationObserver(() => {
            if (location.pathname !== target || heading() == null || heading() === homeHeading) return;
            observer.disconnect();
            resolve(performance.now() - start);
          });
          observer.observe(document.body, { childList: true, subtree: true });
          setTimeout(() => resolve('no heading in 30 s: at ' + location.pathname + ', headings ' + [...document.querySelectorAll('h1')].map((h) => h.textContent + (h.closest('main') ? ' (in main)' : '')).join(', ')), 30000);
          document.querySelector('header a[href="' + target + '"]').click();
        })`);
        const result = await shown;
        if (typeof result === 'string') throw new Error(`${path}: ${result}`);
        times.push(Math.round(result));
        const after = await page.evaluate(styleTotals);
        styles = after.count - before.count;
        cssKb = Math.round((after.chars - before.chars) / 1024);
        await context.close();
      }
      console.log(`${path.padEnd(22)} median ${String(median(times)).padStart(5)} ms  range ${Math.min(...times)}-${Math.max(...times)} ms  +${styles} style elements, +${cssKb} KB of CSS`);
    }
  } finally {
    await browser.close();
    await app.stop();
  }
}

await main();
