import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { clickInDialog, expect, test } from './support';
import { OPERATOR, buyerWithCompany, finishBankCard, setPayPasswordViaApi } from './account-support';
import { DEMO_PASSWORD, logIn } from './support';

// Money that waits for the operator: a recharge by offline bank transfer confirmed in the
// console, and withdrawals the console approves (paid out) or rejects (unfrozen).

// Two accounts in two browsers: longer than the default minute when the suite runs in parallel.
test.describe.configure({ timeout: 120_000 });

/** The operator in a browser of their own, signed in through the staff's own redirect. */
async function operatorConsole(browser: Browser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(path);
  await expect(page).toHaveURL(/\/login\/index\?mode=1&redirect=%2Fadmin/);
  await page.getByLabel('Mobile number or email').fill(OPERATOR);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Operator console', { exact: true })).toBeVisible();
  return page;
}

async function switchLanguage(page: Page, language: 'en' | 'zh'): Promise<void> {
  await page.context().addCookies([{ name: 'language', value: language, url: page.url() }]);
  await page.reload();
}

/** Waits until a console table has its data (a reload dims it while it loads). */
async function tableLoaded(page: Page): Promise<void> {
  await expect(page.locator('.ant-table-wrapper .ant-spin-blur')).toHaveCount(0);
}

/** Tops the wallet up through the sandbox gateway (the recharge by card has a journey of its own). */
async function fundWallet(request: APIRequestContext, token: string, amount: number): Promise<void> {
  const started = await request.post('/api/v2/customer/customer-recharge', {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
    data: { amount, payWay: 0 },
  });
  const text = await started.text();
  expect(started.ok(), text).toBe(true);
  const hosted = new URL((JSON.parse(text) as { data: { hostedUrl: string } }).data.hostedUrl);
  const done = await request.post(`${hosted.pathname}/complete`, { form: { sig: hosted.searchParams.get('sig') ?? '', outcome: 'succeeded' } });
  expect(done.ok(), await done.text()).toBe(true);
}

/** Balance, available and frozen as the wallet pages show them. */
async function expectFigures(page: Page, figures: { balance: string; available: string; frozen: string }): Promise<void> {
  await expect(page.getByTestId('wallet-balance')).toHaveText(figures.balance);
  await expect(page.getByTestId('wallet-page-available')).toHaveText(figures.available);
  await expect(page.getByTestId('wallet-frozen')).toHaveText(figures.frozen);
}

test('a wallet recharge by offline bank transfer is credited once the operator confirms receipt in the console', async ({ page, browser, request }, testInfo) => {
  const buyer = await buyerWithCompany(request);
  await logIn(page, buyer.mobile, buyer.password);
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/wallet/recharge');
  await page.getByLabel('Recharge amount').fill('300');
  await page.getByText('Offline bank transfer', { exact: true }).click();
  await page.getByRole('button', { name: 'Recharge now' }).click();

  // The bank details, with the payment number as the transfer's reference.
  await expect(page).toHaveURL(/\/payment\/index\?paymentNo=P\d+/);
  const paymentNo = new URL(page.url()).searchParams.get('paymentNo')!;
  const details = page.getByRole('region', { name: 'Bank transfer details' });
  await expect(details).toContainText('$300.00');
  await expect(details).toContainText('Wholesale Marketplace Ltd.');
  await expect(details).toContainText('BKCHHKHHXXX');
  await expect(details).toContainText(`Payment reference${paymentNo}`);
  await expect(page.getByText('An operator confirms the payment when the money arrives.')).toBeVisible();

  // The operator finds it in the pending queue.
  const staff = await operatorConsole(browser, '/admin/payments');
  await expect(staff).toHaveURL(/\/admin\/payments$/);
  await expect(staff.getByRole('heading', { name: 'Bank transfers' })).toBeVisible();
  await expect(staff.locator('.admin-sider').getByRole('menuitem', { name: 'Bank transfers' })).toHaveClass(/ant-menu-item-selected/);
  await expect(staff.getByRole('tab')).toHaveText(['Pending', 'Confirmed', 'Rejected']);
  const row = staff.getByRole('row', { name: new RegExp(paymentNo) });
  await expect(row).toContainText(buyer.mobile);
  await expect(row).toContainText(/Recharge\s*RC\d+/);
  await expect(row).toContainText('Offline bank transfer');
  await expect(row).toContainText('$300.00');
  await expect(row).toContainText('Pending');
  await tableLoaded(staff);
  await staff.screenshot({ path: testInfo.outputPath('admin-payments-en.png'), fullPage: true });
  await switchLanguage(staff, 'zh');
  await expect(staff.getByRole('heading', { name: '银行转账' })).toBeVisible();
  await expect(staff.getByRole('row', { name: new RegExp(paymentNo) })).toContainText('线下银行转账');
  await tableLoaded(staff);
  await staff.screenshot({ path: testInfo.outputPath('admin-payments-zh.png'), fullPage: true });
  await switchLanguage(staff, 'en');

  await row.getByRole('button', { name: 'Confirm receipt' }).click();
  const confirm = staff.getByRole('dialog').filter({ hasText: 'Confirm receipt of this transfer?' });
  await expect(confirm).toContainText(`$300.00 from`);
  await expect(confirm).toContainText(`with the reference ${paymentNo}`);
  await clickInDialog(confirm, 'Confirm receipt');
  await expect(staff.getByText('The payment has been confirmed')).toBeVisible();
  await expect(row).toHaveCount(0);
  await staff.getByRole('tab', { name: 'Confirmed' }).click();
  await expect(staff.getByRole('row', { name: new RegExp(paymentNo) })).toContainText('Confirmed');

  // The buyer's payment page sees it succeed; the wallet has the money.
  await expect(page).toHaveURL(/\/checkresultpayment\?paymentNo=/);
  await expect(page.getByText('Success!')).toBeVisible();
  await page.goto('/wallet/index');
  await expect(page.getByTestId('wallet-balance')).toHaveText('$300.00');
  await expect(page.getByTestId('wallet-page-available')).toHaveText('$300.00');
  await expect(page.locator('.ant-table-row').first()).toContainText('Recharge income');
  await expect(page.locator('.ant-table-row').first()).toContainText('+$300.00');

  // An enterprise bank payment is a transfer too: the same bank details, the same queue.
  const started = await request.post('/api/v2/customer/customer-recharge', {
    headers: { Authorization: `Bearer ${buyer.token}`, 'Idempotency-Key': crypto.randomUUID() },
    data: { amount: 120, payWay: 10 },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const enterpriseNo = ((await started.json()) as { data: { paymentNo: string } }).data.paymentNo;
  await page.goto(`/payment/index?paymentNo=${enterpriseNo}`);
  await expect(details).toContainText('$120.00');
  await expect(details).toContainText(`Payment reference${enterpriseNo}`);
  // The Pending tab and then a pay way, in one go: the address changes at once and the page
  // re-renders in a transition, so the pay way is chosen while the Confirmed tab still shows. It must
  // build on the address, not on what is shown (it sent status=succeeded&payWay=10 before).
  await staff.evaluate(() => {
    const pending = [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((tab) => tab.textContent === 'Pending');
    const way = [...document.querySelectorAll<HTMLElement>('.ant-segmented-item')].find((item) => item.textContent === 'Enterprise bank payment');
    if (!pending || !way) throw new Error('the Pending tab or the enterprise pay way is not on the page');
    pending.click();
    way.click();
  });
  await expect(staff).toHaveURL(/status=pending&payWay=10/);
  await expect(staff.getByRole('tab', { name: 'Pending', selected: true })).toBeVisible();
  await expect(staff.getByRole('row', { name: new RegExp(enterpriseNo) })).toContainText('Enterprise bank payment');
  await expect(staff.getByRole('row', { name: new RegExp(paymentNo) })).toHaveCount(0);
});

test('a bank transfer the operator rejects tells the buyer why, on the payment and in a message', async ({ page, request }) => {
  const buyer = await buyerWithCompany(request);
  await logIn(page, buyer.mobile, buyer.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/wallet/recharge');
  await page.getByLabel('Recharge amount').fill('120');
  await page.getByText('Offline bank transfer', { exact: true }).click();
  await page.getByRole('button', { name: 'Recharge now' }).click();
  await expect(page).toHaveURL(/\/payment\/index\?paymentNo=P\d+/);
  const paymentNo = new URL(page.url()).searchParams.get('paymentNo')!;

  const operator = (await (await request.post('/api/v2/auth/login', { data: { account: OPERATOR, password: DEMO_PASSWORD } })).json()) as { data: { token: { token: string } } };
  const rejected = await request.post(`/api/v2/admin/payments/${paymentNo}/reject`, { headers: { Authorization: `Bearer ${operator.data.token.token}`, 'Idempotency-Key': crypto.randomUUID() }, data: { reason: 'No transfer arrived within 5 days' } });
  expect(rejected.ok()).toBe(true);

  // The page the buyer keeps open learns the outcome and shows the reason.
  await expect(page.getByTestId('payment-failure-reason')).toHaveText('The transfer was not confirmed: No transfer arrived within 5 days');
  await page.goto('/message/index');
  await expect(page.getByText('Bank transfer not received').first()).toBeVisible();
});

test('withdrawals freeze the amount; the operator approves one (paid out) and rejects another with a reason (unfrozen)', async ({ page, browser, request }, testInfo) => {
  const buyer = await buyerWithCompany(request);
  await fundWallet(request, buyer.token, 500);
  // Each withdrawal is confirmed with the payment password.
  const payPassword = await setPayPasswordViaApi(request, buyer.token, buyer.mobile);
  await logIn(page, buyer.mobile, buyer.password);
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/wallet/withdraw');
  await expectFigures(page, { balance: '$500.00', available: '$500.00', frozen: '$0.00' });
  await page.getByRole('button', { name: 'Add bank card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add bank card' });
  await dialog.getByLabel('Cardholder').fill('Jordan Miles');
  await dialog.getByLabel('Bank card number').fill('4111 1111 1111 1111');
  await finishBankCard(page, request, buyer.mobile, dialog);
  const card = page.getByTestId('bank-card');
  await card.getByRole('radio').click();

  // The first application: 1% service fee, the whole amount frozen.
  await page.getByLabel('Withdrawal amount (USD)').fill('200');
  await expect(page.getByTestId('withdraw-fee')).toHaveText('$2.00');
  await expect(page.getByTestId('withdraw-actual')).toHaveText('$198.00');
  await page.getByLabel('Payment password').fill(payPassword);
  await page.getByRole('button', { name: 'Apply for withdrawal' }).click();
  await expect(page.getByText('Withdrawal application successful')).toBeVisible();
  await expectFigures(page, { balance: '$500.00', available: '$300.00', frozen: '$200.00' });
  const records = page.getByRole('region', { name: 'Withdrawal records' }).locator('.ant-table-row');
  await expect(records).toHaveCount(1);
  await expect(records.first()).toContainText('Handling');
  await expect(records.first()).toContainText('$198.00');
  const approvedNo = (await records.first().locator('td').first().textContent())!.trim();

  // The operator pays it out.
  const staff = await operatorConsole(browser, '/admin/withdrawals');
  const toApprove = staff.getByRole('row', { name: new RegExp(approvedNo) });
  await expect(toApprove).toContainText(buyer.mobile);
  await expect(toApprove).toContainText('Jordan Miles');
  await toApprove.getByRole('button', { name: 'Approve' }).click();
  const approve = staff.getByRole('dialog').filter({ hasText: 'Approve this withdrawal?' });
  await expect(approve).toContainText('Pay $198.00 to Jordan Miles');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(staff.getByText('The withdrawal has been approved')).toBeVisible();
  await expect(toApprove).toHaveCount(0);

  await page.reload();
  await expectFigures(page, { balance: '$300.00', available: '$300.00', frozen: '$0.00' });
  await expect(records.first()).toContainText(approvedNo);
  await expect(records.first()).toContainText('Completion');

  // The second application is rejected: the frozen amount comes back.
  await card.getByRole('radio').click();
  await page.getByLabel('Withdrawal amount (USD)').fill('100');
  await expect(page.getByTestId('withdraw-actual')).toHaveText('$99.00');
  await page.getByLabel('Payment password').fill(payPassword);
  await page.getByRole('button', { name: 'Apply for withdrawal' }).click();
  await expect(page.getByText('Withdrawal application successful').last()).toBeVisible();
  await expectFigures(page, { balance: '$300.00', available: '$200.00', frozen: '$100.00' });
  await expect(records).toHaveCount(2);
  const rejectedNo = (await records.first().locator('td').first().textContent())!.trim();
  expect(rejectedNo).not.toBe(approvedNo);

  const reason = 'The cardholder name does not match the account holder.';
  await staff.reload();
  const toReject = staff.getByRole('row', { name: new RegExp(rejectedNo) });
  await toReject.getByRole('button', { name: 'Reject' }).click();
  const rejectDialog = staff.getByRole('dialog').filter({ hasText: 'Reject the withdrawal' });
  await rejectDialog.getByLabel('Reason').fill(reason);
  await rejectDialog.getByRole('button', { name: 'Reject' }).click();
  await expect(staff.getByText('The withdrawal has been rejected')).toBeVisible();
  await staff.getByRole('tab', { name: 'Rejected' }).click();
  await expect(staff.getByRole('row', { name: new RegExp(rejectedNo) })).toContainText(reason);
  await staff.screenshot({ path: testInfo.outputPath('admin-withdrawals-rejected-en.png'), fullPage: true });

  await page.reload();
  await expectFigures(page, { balance: '$300.00', available: '$300.00', frozen: '$0.00' });
  await expect(records.first()).toContainText('Rejected');
  await expect(records.first()).toContainText(`Reason: ${reason}`);
  await page.screenshot({ path: testInfo.outputPath('wallet-withdraw-en.png'), fullPage: true });

  // The wallet's records: the paid-out withdrawal completed, the rejected one canceled.
  await page.goto('/wallet/index');
  await expect(page.getByTestId('wallet-balance')).toHaveText('$300.00');
  const ledger = page.locator('.ant-table-row');
  const paidOut = ledger.filter({ hasText: approvedNo });
  await expect(paidOut.filter({ hasText: 'Withdrawal expense' })).toContainText('-$198.00');
  await expect(paidOut.filter({ hasText: 'Withdrawal expense' })).toContainText('Completion');
  await expect(paidOut.filter({ hasText: 'Withdrawal service fee' })).toContainText('-$2.00');
  await expect(ledger.filter({ hasText: rejectedNo }).filter({ hasText: 'Withdrawal expense' })).toContainText('Canceled');
});
