import { type Page } from '@playwright/test';
import { expect, test, clickInDialog } from './support';
import { APPROVED_BUYER, apiLogin, pickOption, settled, TOKEN_KEY_FOR_TESTS } from './support';

/** Opens the region settings and saves another language; the page reloads in it. */
async function switchLanguage(page: Page, current: string, next: string, labels: { language: string; save: string }) {
  await page.getByRole('button', { name: new RegExp(`${current} / USD`) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await settled(dialog);
  await pickOption(page, dialog.getByLabel(labels.language), next);
  // The reload's document, not every picture of it (the load event can lag on a busy machine).
  await Promise.all([page.waitForEvent('domcontentloaded'), dialog.getByRole('button', { name: labels.save }).click()]);
}

test('the region settings switch the page to Chinese and to Japanese', async ({ page, context, expectErrors }, testInfo) => {
  expectErrors('账号或密码错误');
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('home-en.png'), fullPage: true });

  // Cancel closes the dialog and changes nothing.
  await page.getByRole('button', { name: /English \/ USD/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await settled(page.getByRole('dialog'));
  await clickInDialog(page.getByRole('dialog'), 'Cancel');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();

  await switchLanguage(page, 'English', '中文', { language: 'Language', save: 'Save' });
  await expect(page.getByRole('heading', { name: '首页' })).toBeVisible();
  await expect(page.getByRole('button', { name: '搜索' })).toBeVisible();
  await expect(page.getByRole('link', { name: '免费注册' })).toHaveCount(0); // the ways in are on hover only
  await expect(page.getByRole('link', { name: '注册', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect((await context.cookies()).find((cookie) => cookie.name === 'language')?.value).toBe('zh');
  await page.screenshot({ path: testInfo.outputPath('home-zh.png'), fullPage: true });

  // Server messages follow the language (Accept-Language).
  await page.goto('/login/index?mode=1');
  await page.getByLabel('手机号或邮箱').fill(APPROVED_BUYER);
  await page.getByLabel('密码', { exact: true }).fill('wrong-password1');
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page.locator('.ant-notification-notice')).toContainText('账号或密码错误');

  await page.goto('/home');
  await switchLanguage(page, '中文', '日本語', { language: '语言', save: '保 存' });
  await expect(page.getByRole('heading', { name: 'ホーム' })).toBeVisible();
  await expect(page.getByRole('button', { name: '検索' })).toBeVisible();
  // The footer's content comes from the server in the request language.
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'バイヤーガイド' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await page.screenshot({ path: testInfo.outputPath('home-ja.png'), fullPage: true });
});

test('the language cookie chooses the language on arrival', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'language', value: 'ja', url: baseURL ?? '' }]);
  await page.goto('/login/merchantRegister?type=merchant');
  await expect(page.getByRole('heading', { name: 'セラー登録' })).toBeVisible();
  await page.getByRole('button', { name: '登録する' }).click();
  await expect(page.locator('.ant-form-item-explain-error', { hasText: '携帯電話番号を入力してください' })).toBeVisible();
});

// A storefront page starts with the part of antd's locale it shows (apps/web/src/lib/antd-locale.ts);
// a signed-in page reached from it gets the whole locale before it renders: its date picker speaks Japanese.
test("a page with a date picker, reached from a storefront page, has antd's Japanese texts", async ({ page, context, request, baseURL }) => {
  const token = await apiLogin(request, APPROVED_BUYER);
  await context.addCookies([{ name: 'language', value: 'ja', url: baseURL ?? '' }]);
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY_FOR_TESTS, token] as const);
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'ホーム' })).toBeVisible();
  await page.getByRole('link', { name: 'ウォレット', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'マイウォレット' })).toBeVisible();
  // antd's own texts: "Start date" / "End date" in English.
  await expect(page.getByPlaceholder('開始日付')).toBeVisible();
  await page.getByPlaceholder('開始日付').click();
  await expect(page.locator('.ant-picker-dropdown:visible .ant-picker-content th').first()).toHaveText('日');
});

test('the region settings change the display currency with the latest rate', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('button', { name: /English \/ USD/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Currency').click();
  const options = page.locator('.ant-select-item-option');
  await expect(options).toHaveText(['USD $', 'GBP £', 'EUR €', 'JPY ¥']);
  // The shared picker clicks again until the choice shows; the list must be closed before Save
  // (a list still open took the Save click when the journey ran twice on one server).
  await pickOption(page, dialog.getByLabel('Currency'), 'EUR €');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  // Save asks for the rate, then reloads: wait for the reloaded document, or reading the saved
  // state below can race the reload (the header shows EUR before the page goes).
  await Promise.all([page.waitForEvent('domcontentloaded'), dialog.getByRole('button', { name: 'Save' }).click()]);
  await expect(page.getByRole('button', { name: /English \/ EUR/ })).toBeVisible();
  await expect(dialog).toBeHidden();
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('wm-b2b-state') ?? '{}') as { state?: { symbol?: string; exchangeRate?: number } });
  expect(saved.state?.symbol).toBe('€');
  expect(saved.state?.exchangeRate).toBeGreaterThan(0);
});
