import { type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './support';
import { APPROVED_BUYER, DEMO_PASSWORD, apiLogin, logIn } from './support';
import { SELLER } from './account-support';

// Complex transactions (agreements): the demo buyer negotiates a price on a goods page, the demo
// seller's store counters in the merchant console, the buyer accepts, buys at the agreed price,
// pays, and sees the agreement completed; a timed-out agreement (demo data) is reapplied.

/** The demo seller's store (SELLER), the first demo store. */
const SELLER_STORE = 'ST1001';

async function api<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(path, { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en-US' } });
  const text = await response.text();
  expect(response.ok(), `${path}: ${text}`).toBe(true);
  return (JSON.parse(text) as { data: T }).data;
}

/** A spot-priced goods of the demo seller's store that the buyer has no agreement on yet. */
async function freshGoods(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.post('/api/v2/goods/list', { headers: { Authorization: `Bearer ${token}` }, data: { pageSize: 100, inStock: true } });
  const { list } = ((await res.json()) as { data: { list: { goodsId: number; storeCode: string; priceMode: string; qtyAvailable: number }[] } }).data;
  const { list: mine } = await api<{ list: { goodsId: number }[] }>(request, token, '/api/v2/agreement/list?pageSize=100');
  const taken = new Set(mine.map((a) => a.goodsId));
  const fit = list.filter((g) => g.storeCode === SELLER_STORE && g.priceMode === 'spot' && g.qtyAvailable >= 200 && !taken.has(g.goodsId));
  expect(fit.length, `spot goods of ${SELLER_STORE}`).toBeGreaterThan(0);
  return fit[fit.length - 1]!.goodsId;
}

/** The store counters an application from the merchant console. */
async function sellerCounters(browser: Browser, watchErrors: (context: BrowserContext) => Promise<void>, agreementNo: string, screenshot: string) {
  const context = await browser.newContext();
  await watchErrors(context);
  const seller = await context.newPage();
  await logIn(seller, SELLER, DEMO_PASSWORD);
  await expect(seller).toHaveURL(/\/home$/);
  await seller.goto('/merchant/agreements');
  await expect(seller.getByRole('heading', { name: 'Price negotiations', level: 1 })).toBeVisible();
  await expect(seller.getByRole('menuitem', { name: 'Price negotiations' })).toBeVisible();
  const row = seller.locator(`tr[data-row-key="${agreementNo}"]`);
  await expect(row).toContainText('Pending review');
  await expect(row).toContainText('Buyer: We order every month');
  await row.getByRole('button', { name: 'Counter offer' }).click();
  const dialog = seller.getByRole('dialog', { name: `Counter offer · ${agreementNo}` });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Unit price (USD)').fill('2.50');
  await dialog.getByLabel('Message to the buyer').fill('Our best price is 2.50');
  await dialog.getByRole('button', { name: 'Counter offer' }).click();
  await expect(seller.getByText('Counter offer sent to the buyer')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Counter offer');
  await expect(row.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await seller.screenshot({ path: screenshot, fullPage: true });
  await context.close();
}

async function payWithWeChat(page: Page) {
  await page.getByRole('button', { name: 'Pay now' }).first().waitFor();
  await page.locator('.ant-radio-button-wrapper', { hasText: 'WeChat Pay' }).click();
  await expect(page.getByRole('radio', { name: 'WeChat Pay' })).toBeChecked();
  await page.getByText('I declare that the goods are purchased for reselling only').click();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { name: 'Pay with WeChat Pay' })).toBeVisible();
  const [hosted] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: 'Open the payment page' }).click()]);
  await hosted.waitForLoadState();
  await hosted.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(hosted.locator('body')).toContainText('Payment successful');
  await hosted.close();
  await expect(page).toHaveURL(/\/checkresultpayment\?paymentNo=/);
  await expect(page.getByText('Success!').first()).toBeVisible();
}

test('a buyer negotiates a price, the store counters, the buyer accepts and buys at the agreed price until it completes', async ({ page, browser, request, watchErrors }, testInfo) => {
  const token = await apiLogin(request, APPROVED_BUYER);
  const goodsId = await freshGoods(request, token);

  await logIn(page, APPROVED_BUYER, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`/goodsDetails/index?goodsId=${goodsId}`);
  await page.getByRole('button', { name: 'Negotiate a price' }).click();
  const form = page.getByRole('dialog', { name: 'Negotiate a price' });
  await expect(form.getByLabel('Quantity')).not.toHaveValue('');
  await form.getByLabel('Unit price (USD)').fill('1');
  await form.getByLabel('Message to the store').fill('We order every month');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Your application has been sent to the store')).toBeVisible();
  const prompt = page.getByTestId('agreement-prompt');
  await expect(prompt).toContainText('Pending review');
  const agreementNo = /AG\d+/.exec((await prompt.textContent()) ?? '')?.[0] ?? '';
  expect(agreementNo).toMatch(/^AG\d{20}$/);
  const quantity = Number(await prompt.getByTestId('prompt-quantity').textContent());

  await sellerCounters(browser, watchErrors, agreementNo, testInfo.outputPath('merchant-agreements-en.png'));

  // The buyer sees the counter in the list, with the store's message, and accepts it.
  await page.goto('/complexTransaction/index');
  await expect(page.getByRole('heading', { name: 'Complex Transactions', level: 1 })).toBeVisible();
  const row = page.locator(`tr[data-row-key="${agreementNo}"]`);
  await expect(row).toContainText('Counter offer');
  await expect(row.getByTestId('seller-message')).toContainText('Our best price is 2.50');
  await expect(row.getByTestId('agreement-price')).toContainText('$2.50');
  await expect(row.getByTestId('agreement-countdown')).toContainText(/left/);
  await row.getByRole('button', { name: 'Details' }).click();
  const drawer = page.getByRole('dialog', { name: 'Agreement details' });
  await expect(drawer.getByTestId('agreement-offers').locator('tbody tr')).toHaveCount(2);
  await expect(drawer).toContainText('Answered with a new offer');
  await drawer.getByRole('button', { name: 'Close' }).click();
  await row.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Counter offer accepted: buy at the agreed price')).toBeVisible();
  await expect(row).toContainText('Audit passed');

  // The goods page prompts the agreement; buying goes through it at the agreed price.
  await page.goto(`/goodsDetails/index?goodsId=${goodsId}`);
  await expect(prompt).toContainText('Audit passed');
  await expect(prompt.getByTestId('prompt-price')).toContainText('$2.50');
  await expect(prompt).toContainText('Our best price is 2.50');
  await prompt.getByRole('button', { name: 'Buy at the agreed price' }).click();
  await expect(page).toHaveURL(new RegExp(`agreementNo=${agreementNo}`));
  await expect(page.getByRole('heading', { name: 'Confirm order', level: 1 })).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toContainText(`$${(quantity * 2.5).toFixed(2)}`);
  await page.getByRole('button', { name: 'Submit order' }).click();
  await expect(page).toHaveURL(/\/payment\/index\?orderNos=/);
  await payWithWeChat(page);

  // Everything agreed was bought and paid: completed.
  await page.goto('/complexTransaction/index?status=completed');
  await expect(row).toContainText('Completed');
  await expect(row.getByTestId('agreement-quantities')).toHaveText(`${quantity} / ${quantity}`);
  await page.screenshot({ path: testInfo.outputPath('agreements-completed-en.png'), fullPage: true });
});

test('a timed-out agreement is reapplied with a new offer', async ({ page }, testInfo) => {
  await logIn(page, APPROVED_BUYER, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/complexTransaction/index?status=timedOut');
  const row = page.locator('tr.ant-table-row', { hasText: 'Timed out' }).first();
  await expect(row).toBeVisible();
  const agreementNo = (await row.getAttribute('data-row-key')) ?? '';
  expect(agreementNo).toMatch(/^AG/);
  await expect(row.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await row.getByRole('button', { name: 'Reapply' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reapply' });
  await dialog.getByLabel('Unit price (USD)').fill('3.75');
  await dialog.getByLabel('Message to the store').fill('Trying again for our next order');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Your application has been sent to the store')).toBeVisible();
  await expect(page.locator(`tr[data-row-key="${agreementNo}"]`)).toHaveCount(0);

  await page.getByRole('tab', { name: /Pending review/ }).click();
  const again = page.locator(`tr[data-row-key="${agreementNo}"]`);
  await expect(again).toContainText('Pending review');
  await expect(again.getByTestId('agreement-price')).toContainText('$3.75');
  await again.getByRole('button', { name: 'Details' }).click();
  const drawer = page.getByRole('dialog', { name: 'Agreement details' });
  const offers = drawer.getByTestId('agreement-offers').locator('tbody tr');
  await expect(offers).toHaveCount(2);
  await expect(offers.nth(0)).toContainText('Timed out');
  await expect(offers.nth(1)).toContainText('Waiting for an answer');
  await page.screenshot({ path: testInfo.outputPath('agreement-reapplied-en.png'), fullPage: true });
});
