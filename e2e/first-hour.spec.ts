import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import { type APIRequestContext, type Page } from '@playwright/test';
import { auth, submitCompanyViaApi } from './account-support';
import { apiLogin, APPROVED_BUYER, DEMO_PASSWORD, expect, pickOption, registerBuyerViaApi, test, TOKEN_KEY_FOR_TESTS } from './support';

// A real customer's first hour (issue 17): the keyboard in the header's panels and dialogs, one
// currency per screen, the unread messages in the header, help, the not-found page, receipts, dates.

/** Signs the page in with a token of `account` before any of its scripts run. */
async function signIn(page: Page, request: APIRequestContext, account: string, password = DEMO_PASSWORD): Promise<string> {
  const token = await apiLogin(request, account, password);
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY_FOR_TESTS, token] as const);
  return token;
}

/** Saves a display currency in the region dialog and waits for the reloaded page. */
async function chooseCurrency(page: Page, code: string, option: string) {
  await page.getByRole('button', { name: /English \/ USD/ }).click();
  const dialog = page.getByRole('dialog');
  await pickOption(page, dialog.getByLabel('Currency'), option);
  await Promise.all([page.waitForEvent('domcontentloaded'), dialog.getByRole('button', { name: 'Save' }).click()]);
  await expect(page.getByRole('button', { name: new RegExp(`English / ${code}`) })).toBeVisible();
}

/** An order of the approved demo buyer waiting for payment (kept in its inventory: no address needed). */
async function unpaidOrder(request: APIRequestContext, token: string): Promise<{ orderNo: string; total: number }> {
  const auth = { Authorization: `Bearer ${token}`, 'Accept-Language': 'en-US' };
  const goods = await request.post('/api/v2/goods/list', { headers: auth, data: { pageSize: 100, inStock: true } });
  const list = ((await goods.json()) as { data: { list: { goodsId: number; priceMode: string; qtyAvailable: number }[] } }).data.list;
  const spot = list.find((card) => card.priceMode === 'spot' && card.qtyAvailable >= 200) ?? list[0]!;
  const placed = await request.post('/api/v2/purchase-order/submit', {
    headers: { ...auth, 'Idempotency-Key': crypto.randomUUID() },
    data: { goodsId: spot.goodsId, deliveryMode: 'inventory' },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const [orderNo] = ((await placed.json()) as { data: { orderNos: string[] } }).data.orderNos;
  const detail = await request.get(`/api/v2/purchase-order/${orderNo}`, { headers: auth });
  return { orderNo: orderNo!, total: ((await detail.json()) as { data: { total: number } }).data.total };
}

/**
 * What a PDF draws, as far as a test can tell without a PDF reader: its streams inflated (font
 * names, the text-to-unicode maps of the embedded font subsets) and the characters it maps.
 */
async function pdfOf(path: string): Promise<{ raw: string; draws: (text: string) => boolean }> {
  const bytes = await readFile(path);
  const raw = bytes.toString('latin1');
  expect(raw.slice(0, 5)).toBe('%PDF-');
  const parts = [raw];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    try {
      parts.push(inflateSync(bytes.subarray(start, raw.indexOf('endstream', start))).toString('latin1'));
    } catch {
      // a stream that is not Flate (a font program)
    }
  }
  const all = parts.join('\n');
  // Each character drawn has its code in a ToUnicode map: <6536> for 收.
  const draws = (text: string) => [...text.replace(/\s/g, '')].every((char) => all.includes(`<${char.codePointAt(0)!.toString(16).padStart(4, '0')}>`));
  return { raw: all, draws };
}

/** Pays an order through the sandbox gateway's own page, as a buyer paying by card would. */
async function payByCard(request: APIRequestContext, token: string, orderNo: string) {
  const started = await request.post('/api/v2/pay/initiate', {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
    data: { purpose: 'purchase-order', refs: [orderNo], payWay: 0 },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const hosted = new URL(((await started.json()) as { data: { hostedUrl: string } }).data.hostedUrl);
  const done = await request.post(`${hosted.pathname}/complete`, { form: { sig: hosted.searchParams.get('sig') ?? '', outcome: 'succeeded' } });
  expect(done.ok(), await done.text()).toBe(true);
}

/** English month names: none may show on a Chinese or Japanese page. */
const ENGLISH_MONTHS = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/;

const usd = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

/** Whether the focused element is inside the element `selector` finds. */
const focusInside = (page: Page, selector: string) => page.evaluate((s) => Boolean(document.activeElement?.closest(s)), selector);

test('the Categories panel with the keyboard: arrows, Tab into the sub-categories, Escape gives the focus back', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
  // A visitor has no messages: the header offers none.
  await expect(page.getByTestId('header-messages')).toHaveCount(0);
  const trigger = page.getByRole('button', { name: 'Categories', exact: true });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const list = page.getByRole('list', { name: 'Categories' });
  const tops = list.locator(':scope > li > a');
  await expect(tops.first()).toBeFocused();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(tops.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(tops.first()).toBeFocused();

  // ArrowRight goes into the focused category's sub-categories, ArrowLeft back.
  const flyout = page.getByTestId('category-flyout');
  await expect(flyout).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(flyout.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(flyout.getByRole('link').nth(1)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tops.first()).toBeFocused();

  // Tab walks a category, then its sub-categories, then the next category.
  await page.keyboard.press('Tab');
  await expect(flyout.getByRole('link').first()).toBeFocused();
  const subCategories = await flyout.getByRole('link').count();
  for (let i = 1; i < subCategories; i++) await page.keyboard.press('Tab');
  await expect(flyout.getByRole('link').last()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(tops.nth(1)).toBeFocused();
  // Shift+Tab goes back to the category before (the sub-categories shown follow the focus).
  await page.keyboard.press('Shift+Tab');
  await expect(tops.first()).toBeFocused();

  // Escape closes it and the focus goes back to the Categories button.
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');

  // Enter on a category leads to its goods.
  await page.keyboard.press('ArrowDown');
  await expect(tops.first()).toBeFocused();
  const name = (await tops.first().innerText()).trim();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/classify\/list\?/);
  await expect(page.getByText(name).first()).toBeVisible();
});

test('the region dialog keeps the focus: no Tab or Shift+Tab leaves it', async ({ page }) => {
  await page.goto('/home');
  const region = page.getByRole('button', { name: /English \/ USD/ });
  await region.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusInside(page, '.ant-modal')).toBe(true);
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInside(page, '.ant-modal'), `after ${i + 1} Tab`).toBe(true);
  }
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside(page, '.ant-modal'), `after ${i + 1} Shift+Tab`).toBe(true);
  }
  // From the dialog itself (it has the focus while it opens), Shift+Tab stays inside too: the page
  // behind does not scroll to its last link, and no footer tooltip opens to take the next Escape.
  await dialog.focus();
  await page.keyboard.press('Shift+Tab');
  expect(await focusInside(page, '.ant-modal'), 'Shift+Tab from the dialog').toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(region).toBeFocused();
});

test('one screen, one currency: in pounds the payment says the dollars debited and the balance to pay from; withdrawing is all in dollars', async ({ page, request }, testInfo) => {
  const token = await signIn(page, request, APPROVED_BUYER);
  const { orderNo, total } = await unpaidOrder(request, token);
  await page.goto('/home');
  await chooseCurrency(page, 'GBP', 'GBP £');

  await page.goto(`/payment/index?orderNos=${orderNo}`);
  const shown = page.getByTestId('payment-total');
  await expect(shown).toContainText('£');
  const pounds = (await shown.innerText()).trim();
  await expect(page.getByTestId('payment-usd')).toHaveText(`Payments are made in US dollars: ${usd(total)} will be debited (${pounds} is shown for reference).`);
  // The balance is shown where the buyer chooses to pay from it.
  await expect(page.getByRole('radio', { name: 'Account balance' })).toBeChecked();
  await expect(page.getByTestId('payment-available')).toContainText('£');
  await page.locator('.ant-radio-button-wrapper', { hasText: 'Alipay' }).click();
  await expect(page.getByTestId('payment-available')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('payment-gbp-en.png'), fullPage: true });

  await page.goto('/wallet/withdraw');
  await expect(page.getByRole('heading', { name: 'Withdraw', level: 1 })).toBeVisible();
  await expect(page.getByTestId('wallet-page-available')).toContainText('$');
  await expect(page.getByText('Withdrawals are paid out in US dollars: every amount on this page is in USD, not in GBP.', { exact: false })).toBeVisible();
  await expect(page.locator('#main-content')).not.toContainText('£');
  await page.screenshot({ path: testInfo.outputPath('withdraw-gbp-en.png'), fullPage: true });
});

test('the header shows the unread messages and leads to them; reading one lowers the count', async ({ page, request }) => {
  const mobile = await registerBuyerViaApi(request, 'Welcome2026');
  await signIn(page, request, mobile, 'Welcome2026');
  await page.goto('/home');
  const messages = page.getByTestId('header-messages');
  await expect(messages).toHaveAccessibleName('Messages, 5 unread');
  await expect(messages.locator('.count-badge')).toContainText('5');
  await messages.click();
  await expect(page).toHaveURL(/\/message\/index$/);
  const welcome = page.getByRole('row', { name: /Welcome to Wholesale Marketplace/ });
  await welcome.getByRole('button', { name: 'Welcome to Wholesale Marketplace' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome to Wholesale Marketplace' });
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(messages).toHaveAccessibleName('Messages, 4 unread');
});

test('an unknown address shows a page of its own, not an empty list: the way home and a search', async ({ page }, testInfo) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(/^Page Not Found - /);
  await expect(page.getByText('There is no page at /no/such/page.')).toBeVisible();
  // Not the empty-list look of a list without rows.
  await expect(page.locator('#main-content .ant-empty')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('not-found-en.png'), fullPage: true });

  const search = page.getByRole('search', { name: 'Search products from this page' });
  await search.getByRole('searchbox').fill('chair');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/classify\/list\?keyword=chair/);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
});

test('a paid order says "Total paid" and offers its receipt as a PDF in the buyer language; dates read as each language writes them', async ({ page, request, context, baseURL }, testInfo) => {
  const token = await signIn(page, request, APPROVED_BUYER);
  const unpaid = await unpaidOrder(request, token);
  const paid = await unpaidOrder(request, token);
  await payByCard(request, token, paid.orderNo);

  // To be paid: what is left to pay, no receipt yet.
  await page.goto(`/purchaseOrderManage/purchaseOrderDetails?orderNo=${unpaid.orderNo}`);
  await expect(page.locator('.po-summary__total dt')).toHaveText('Total to pay');
  await expect(page.getByRole('button', { name: 'Download receipt (PDF)' })).toHaveCount(0);

  await page.goto(`/purchaseOrderManage/purchaseOrderDetails?orderNo=${paid.orderNo}`);
  await expect(page.locator('.po-summary__total dt')).toHaveText('Total paid');
  await expect(page.getByTestId('order-total')).toHaveText(usd(paid.total));
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download receipt (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`receipt-${paid.orderNo}.pdf`);
  const english = await pdfOf(await download.path());
  expect(english.raw).toContain(`Receipt ${paid.orderNo}`); // its title
  expect(english.draws(`Receipt Total paid: ${usd(paid.total)} Online card ${paid.orderNo}`)).toBe(true);
  expect(english.draws('收据')).toBe(false);

  // In Chinese: the page, its dates and the receipt.
  await context.addCookies([{ name: 'language', value: 'zh', url: baseURL ?? '' }]);
  await page.reload();
  await expect(page.locator('.po-summary__total dt')).toHaveText('实付合计');
  const main = page.locator('#main-content');
  await expect(main).toContainText(/\d{4}年\d{1,2}月\d{1,2}日 \d{1,2}:\d{2}/);
  expect(await main.innerText()).not.toMatch(ENGLISH_MONTHS);
  await page.screenshot({ path: testInfo.outputPath('order-paid-zh.png'), fullPage: true });
  const zhDownloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载收据（PDF）' }).click();
  const chinese = await pdfOf(await (await zhDownloading).path());
  expect(chinese.raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansCJKsc-Regular/);
  expect(chinese.draws('收据 实付合计 在线银行卡 支付时间 年月日')).toBe(true);

  // In Japanese: the order list's dates and the receipt.
  await context.addCookies([{ name: 'language', value: 'ja', url: baseURL ?? '' }]);
  await page.goto('/purchaseOrderManage/purchaseOrderList');
  await expect(page.getByText(paid.orderNo).first()).toBeVisible();
  expect(await page.locator('#main-content').innerText()).not.toMatch(ENGLISH_MONTHS);
  // Japanese writes a medium date 2026/11/24.
  await expect(page.locator('#main-content')).toContainText(/\d{4}\/\d{1,2}\/\d{1,2} \d{1,2}:\d{2}/);
  await page.goto(`/purchaseOrderManage/purchaseOrderDetails?orderNo=${paid.orderNo}`);
  const jaDownloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '領収書をダウンロード（PDF）' }).click();
  const japanese = await pdfOf(await (await jaDownloading).path());
  expect(japanese.raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansCJKjp-Regular/);
  expect(japanese.draws('領収書 支払方法 オンラインカード')).toBe(true);

  // The wallet's records too.
  await page.goto('/wallet/index');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.locator('#main-content').innerText()).not.toMatch(ENGLISH_MONTHS);
});

test('a new buyer sees the way to prices in three steps: company information, buyer agreement, review', async ({ page, request }) => {
  const password = 'trade2024';
  const mobile = await registerBuyerViaApi(request, password);
  const token = await apiLogin(request, mobile, password);
  await page.goto('/login/index?mode=1');
  await page.getByLabel('Mobile number or email').fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/accountSetting\/index/);
  const steps = page.getByTestId('onboarding-steps');
  await expect(steps).toContainText('Company information');
  await expect(steps).toContainText('Fill it in and submit it');
  await expect(steps).toContainText('After the company information');

  await submitCompanyViaApi(request, token, { company: `Step Trading ${mobile.slice(-4)}`, companyAddress: '350 Fifth Avenue, New York' });
  await page.reload();
  await expect(steps).toContainText('Submitted');
  await expect(steps).toContainText('Read and sign it');
  await expect(steps).toContainText('Under review: usually one business day');
  // The open step leads to where it is done.
  await steps.getByRole('button', { name: 'Buyer agreement' }).click();
  await expect(page).toHaveURL(/activeComponents=agreement/);

  expect((await request.get('/api/v2/fdd/buyer-contract-sign', { headers: auth(token) })).ok()).toBe(true);
  await page.reload();
  await expect(steps).toContainText('Signed');
});
