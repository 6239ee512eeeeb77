import { test as base, expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';

export { expect };

/**
 * Every journey fails on an error it did not declare: an error toast (antd message or
 * notification of the error type), an uncaught page error or a console error. A journey that
 * provokes one on purpose says so first: `expectErrors('Incorrect account or password')`.
 * Pages of contexts a test opens itself are watched when made with `watchErrors(context)`.
 */
export const test = base.extend<{
  closeOpenedContexts: void;
  expectErrors: (...texts: (string | RegExp)[]) => void;
  watchErrors: (context: BrowserContext) => Promise<void>;
  failOnUnexpectedErrors: void;
}>({
  // Contexts a journey opens itself (a second user, an operator console) are closed when it ends. Left
  // open, their pages went on running (polling, timers) beside every later journey of the worker: six
  // of them by its 49th. Set up first, so torn down last: after the failure's screenshots and trace.
  closeOpenedContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(browser.contexts().filter((context) => !before.has(context)).map((context) => context.close()));
    },
    { auto: true },
  ],
  // Set up before the auto fixture below, which reads it.
  expectErrors: async ({}, use, testInfo) => {
    const expected: (string | RegExp)[] = [];
    (testInfo as unknown as { expectedErrors: (string | RegExp)[] }).expectedErrors = expected;
    await use((...texts) => void expected.push(...texts));
  },
  watchErrors: async ({}, use, testInfo) => {
    await use((context) => watch(context, problemsOf(testInfo), expectedOf(testInfo)));
  },
  failOnUnexpectedErrors: [
    async ({ context, expectErrors: _ }, use, testInfo) => {
      await watch(context, problemsOf(testInfo), expectedOf(testInfo));
      await use();
      expect(problemsOf(testInfo), 'unexpected errors (declare expected ones with expectErrors)').toEqual([]);
    },
    { auto: true },
  ],
});

const problemsOf = (testInfo: object) => ((testInfo as { unexpectedErrors?: string[] }).unexpectedErrors ??= []);
const expectedOf = (testInfo: object) => ((testInfo as { expectedErrors?: (string | RegExp)[] }).expectedErrors ??= []);

async function watch(context: BrowserContext, problems: string[], expected: (string | RegExp)[]): Promise<void> {
  const report = (kind: string, text: string) => {
    if (expected.some((e) => (typeof e === 'string' ? text.includes(e) : e.test(text)))) return;
    problems.push(`${kind}: ${text}`);
  };
  const watchPage = (page: Page) => {
    page.on('pageerror', (error) => report('page error', error.message));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // A refused API call is the app's business: it shows a toast when the user should know.
      if (message.text().startsWith('Failed to load resource') && message.location().url.includes('/api/')) return;
      report('console error', `${message.text()} ${message.location().url}`.trim());
    });
  };
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
  await context.exposeBinding('__reportErrorToast', (_source, text: string) => report('error toast', text));
  await context.addInitScript(() => {
    const seen = new WeakSet<Element>();
    const send = (window as unknown as { __reportErrorToast: (text: string) => void }).__reportErrorToast;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('.ant-notification-notice-error, .ant-message-notice:has(.ant-message-error)')) {
        if (seen.has(toast)) continue;
        seen.add(toast);
        void send(toast.textContent ?? '');
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Demo accounts the server seeds (all with this password). */
export const DEMO_PASSWORD = 'demo1234';
export const APPROVED_BUYER = '13800000001';
export const BUYER_UNDER_REVIEW = '13800000002';

/** How the app shows a Chinese mobile typed as 11 digits: +86 139 1234 5678. */
export const shownMobile = (mobile: string) => `+86 ${mobile.slice(0, 3)} ${mobile.slice(3, 7)} ${mobile.slice(7)}`;

/** A mobile number nobody has registered: 139 and eight random digits. */
export function randomMobile(): string {
  return `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

interface OutboxMessage {
  channel: string;
  destination: string;
  body: string;
  createdAt: string;
}

async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get('/api/dev/outbox', { params: { to } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { status: number; data: OutboxMessage[] };
  return body.data;
}

/**
 * Runs `send` (which asks for a code) and answers the 6-digit code of the message it
 * produced: the newest one, once the outbox holds more messages than before.
 */
export async function codeSentBy(request: APIRequestContext, to: string, send: () => Promise<void>): Promise<string> {
  const before = (await outbox(request, to)).length;
  await send();
  let newest: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const messages = await outbox(request, to);
      newest = messages[0];
      return messages.length;
    })
    .toBeGreaterThan(before);
  const code = /\b(\d{6})\b/.exec(newest?.body ?? '')?.[1];
  expect(code, `a 6-digit code in "${newest?.body}"`).toBeTruthy();
  return code as string;
}

/** Registers a buyer through the API (the UI journey is tested on its own) and answers its mobile. */
export async function registerBuyerViaApi(request: APIRequestContext, password: string): Promise<string> {
  const mobile = randomMobile();
  const code = await codeSentBy(request, mobile, async () => {
    const sent = await request.get('/api/v2/auth/verifycode', { params: { mobile, scene: 'register' } });
    expect(sent.ok()).toBe(true);
  });
  const registered = await request.post('/api/v2/auth/register', {
    data: { mobile, code, password, confirmPassword: password, agree: true },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  return mobile;
}

export async function logIn(page: Page, account: string, password: string): Promise<void> {
  await page.goto('/login/index?mode=1');
  await page.getByLabel('Mobile number or email').fill(account);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * The signed-in user's menu in the header, opened from the keyboard (Enter on its button). It also
 * opens on hover, but a hover-opened menu closes when the pointer leaves it: on a busy machine a
 * notification in the corner can come between the pointer and the item, and the click then waits
 * for a menu that is gone (CI, account.spec). Opened by the keyboard it stays until an item is chosen.
 */
export async function openUserMenu(page: Page, name: string | RegExp): Promise<Locator> {
  const button = page.getByRole('button', { name });
  await button.focus();
  await button.press('Enter');
  const menu = page.getByRole('menu', { name: 'Account menu' });
  await settled(page.locator('.ant-popover').filter({ has: menu }));
  return menu;
}

/**
 * The header strip's currency menu, opened by a click on its button and zoomed in: a click on an item
 * while it still zooms can press on one item and release on another, which clicks neither (CI: the
 * menu stayed open on USD after a click on EUR).
 */
export async function openCurrencyMenu(page: Page, button: string, menuName: string): Promise<Locator> {
  await page.getByRole('button', { name: button }).click();
  const menu = page.getByRole('menu', { name: menuName });
  await settled(page.locator('.ant-popover').filter({ has: menu }));
  return menu;
}

/** The country code select of a phone input, showing the code chosen (+44). */
export function countryCodeSelect(scope: Locator | Page, name = 'Calling code'): Locator {
  return scope.locator('.ant-select').filter({ has: scope.getByRole('combobox', { name }) });
}

/** Picks the country whose calling code a phone input uses (the select beside the number). */
export async function chooseCountryCode(page: Page, scope: Locator | Page, country: string): Promise<void> {
  // The option reads the country and its code ("United Kingdom +44").
  await searchAndPick(page, scope.getByRole('combobox', { name: 'Calling code' }), country, new RegExp(`^${country} \\+\\d+$`));
}

/**
 * Picks an option of an antd select with search (`field` is its combobox or labelled input) by
 * typing `typed` into it: the option the typing leaves active (the first it finds) must read
 * `option` (the whole text; a pattern for part of it), and is taken with Enter. Keys, not a click:
 * a click on an option still sliding in can miss on a busy machine.
 */
export async function searchAndPick(page: Page, field: Locator, typed: string, option: string | RegExp = typed): Promise<void> {
  await field.click();
  await field.fill(typed);
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option-active')).toHaveText(option);
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/** The field's error text under an antd Form.Item. */
export function fieldError(page: Page, text: string): Locator {
  return page.locator('.ant-form-item-explain-error', { hasText: text });
}

/** Where the web keeps the session token (a product-specific localStorage key). */
export const TOKEN_KEY_FOR_TESTS = 'wm-b2b-token';

/** Signs in through the API and answers the session token. */
export async function apiLogin(request: APIRequestContext, account: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await request.post('/api/v2/auth/login', { data: { account, password } });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data: { token: { token: string } } };
  return body.data.token.token;
}

/**
 * Picks an option of an antd select (`field` is its labelled combobox) and checks that it was
 * taken: an option clicked while the list still slides in (a busy machine) can miss, so the
 * pick is tried again until the select shows it (or `taken` shows, where the page shows the pick).
 * `tree`: a tree select, whose list is searched by typing the option first (its first node reading it is taken).
 */
export async function pickOption(page: Page, field: Locator, option: string, taken?: Locator, { tree = false } = {}): Promise<void> {
  const select = field.locator(`xpath=ancestor::*[contains(concat(' ', normalize-space(@class), ' '), ' ant-select ')][1]`);
  // What shows the pick took: the select's own value, or (`taken`) what the page shows of it.
  const shown = taken ?? select.getByTitle(option, { exact: true });
  const list = page.locator('.ant-select-dropdown:visible');
  await expect(async () => {
    if (!(await list.count())) {
      await field.click();
      if (tree) await page.keyboard.type(option);
    }
    await (tree ? list.locator('.ant-select-tree-title', { hasText: option }).first() : list.locator('.ant-select-item-option', { hasText: option })).click({ timeout: 3_000 });
    await expect(shown).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

/**
 * Hovers `target` until `shown` appears. A page whose content above the target is still
 * arriving (the home's rows below the fold load as they come into view) moves the target
 * from under a pointer that Playwright placed a moment before (or renders it again under a still
 * pointer), and the hover card never opens: a user would move the pointer again, and so does this.
 */
export async function hoverUntil(target: Locator, shown: Locator): Promise<void> {
  let tries = 0;
  await expect(async () => {
    // Again: the pointer leaves first, so the next hover enters the target afresh.
    if (tries++ > 0) await target.page().mouse.move(0, 0);
    await target.hover({ timeout: 3_000 });
    await expect(shown).toBeVisible({ timeout: 2_000 });
  }).toPass();
}

/**
 * An antd dialog or popover is shown and out of its appear phase. The journeys run with reduced
 * motion (playwright.config.ts), where that phase ends as it starts: this is then a guard that the
 * popup is there, not a wait for a zoom. Without it, the buttons were scaled down and moving for
 * 0.3 s, and a click Playwright found "stable" over two frames of a busy machine could be lost.
 */
export async function settled(popup: Locator): Promise<void> {
  await expect(popup).toBeVisible();
  await expect(popup).not.toHaveClass(/-appear/);
}

/** Clicks a button of an antd dialog once the dialog is settled. */
export async function clickInDialog(dialog: Locator, button: string): Promise<void> {
  await settled(dialog);
  await dialog.getByRole('button', { name: button }).click();
}
