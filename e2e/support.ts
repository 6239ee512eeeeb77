import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** Demo accounts the server seeds (all with this password). */
export const DEMO_PASSWORD = 'demo1234';
export const APPROVED_BUYER = '13800000001';
export const BUYER_UNDER_REVIEW = '13800000002';

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

/** The signed-in user's menu in the header (opens on hover). */
export async function openUserMenu(page: Page, name: string | RegExp): Promise<Locator> {
  await page.getByRole('button', { name }).hover();
  const menu = page.getByRole('menu', { name: 'Account menu' });
  await expect(menu).toBeVisible();
  return menu;
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
 * pick is tried again until the select shows it.
 */
export async function pickOption(page: Page, field: Locator, option: string): Promise<void> {
  const select = field.locator(`xpath=ancestor::*[contains(concat(' ', normalize-space(@class), ' '), ' ant-select ')][1]`);
  const shown = select.getByTitle(option, { exact: true });
  await expect(async () => {
    if (!(await page.locator('.ant-select-dropdown:visible').count())) await field.click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).click({ timeout: 3_000 });
    await expect(shown).toBeVisible({ timeout: 1_000 });
  }).toPass();
}
