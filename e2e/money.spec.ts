import { type Page } from '@playwright/test';
import { expect, test } from './support';
import { buyerWithCompany } from './account-support';
import { logIn } from './support';

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

async function switchLanguage(page: Page, language: 'en' | 'zh'): Promise<void> {
  await page.context().addCookies([{ name: 'language', value: language, url: page.url() }]);
  await page.reload();
}

/** Presses Pay (or Fail) on the sandbox gateway's hosted page, opened from the payment screen. */
async function payInSandbox(page: Page, outcome: 'Pay' | 'Fail' = 'Pay'): Promise<void> {
  const [hosted] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: 'Open the payment page' }).click()]);
  await hosted.waitForLoadState();
  await hosted.getByRole('button', { name: outcome, exact: true }).click();
  await expect(hosted.locator('body')).toContainText(outcome === 'Pay' ? 'Payment successful' : 'Payment failed');
  await hosted.close();
}

test('a buyer recharges the wallet by Alipay in the sandbox and sees the balance and the record', async ({ page, request }) => {
  const buyer = await buyerWithCompany(request);
  await logIn(page, buyer.mobile, buyer.password);
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/wallet/recharge');
  await expect(page.getByRole('heading', { name: 'Top up', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Recharge now' }).click();
  await expect(page.locator('.ant-form-item-explain-error', { hasText: 'The input amount cannot be empty!' })).toBeVisible();
  await page.getByLabel('Recharge amount').fill('5');
  await page.getByRole('button', { name: 'Recharge now' }).click();
  await expect(page.locator('.ant-form-item-explain-error', { hasText: 'The minimum single payment amount is 10.00' })).toBeVisible();
  await page.getByLabel('Recharge amount').fill('250');
  await page.getByText('Alipay', { exact: true }).click();
  await shot(page, 'recharge-en');

  const sent = page.waitForRequest((req) => req.url().includes('/api/v2/customer/customer-recharge'));
  await page.getByRole('button', { name: 'Recharge now' }).click();
  expect((await sent).headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page).toHaveURL(/\/payment\/index\?paymentNo=/);
  await expect(page.getByRole('heading', { name: 'Pay with Alipay' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Payment QR code' })).toBeVisible();
  await expect(page.getByTestId('payment-countdown')).toHaveText(/The QR code expires in 1[45]:\d\d/);
  await shot(page, 'payment-qr-en');

  await payInSandbox(page);
  await expect(page).toHaveURL(/\/checkresultpayment\?paymentNo=/);
  await expect(page.getByText('Success!')).toBeVisible();
  await shot(page, 'payment-result-en');
  await page.getByRole('button', { name: 'View my wallet' }).click();
  await expect(page).toHaveURL(/\/wallet\/index$/);
  await expect(page.getByTestId('wallet-balance')).toHaveText('$250.00');
  await expect(page.locator('.ant-table-row').first()).toContainText('Recharge income');

  await page.goto('/wallet/recharge');
  const record = page.getByRole('region', { name: 'Recharge records' }).locator('.ant-table-row').first();
  await expect(record).toContainText('$250.00');
  await expect(record).toContainText('Alipay');
  await expect(record).toContainText('Completion');
  await switchLanguage(page, 'zh');
  await expect(page.getByRole('heading', { name: '充值', level: 1 })).toBeVisible();
  await shot(page, 'recharge-zh');
});
