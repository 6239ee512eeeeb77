import { OPERATOR, buyerWithCompany } from './account-support';
import { DEMO_PASSWORD, TOKEN_KEY_FOR_TESTS, expect, logIn, test, clickInDialog, shownMobile } from './support';

const DISABLED = 'Your account has been disabled. Please contact customer service';

// Two browsers and several round trips: longer than the default minute when the suite runs in parallel.
test.describe.configure({ timeout: 120_000 });

test('an operator disables a signed-in buyer, who is logged out with the reason on the next action; enabled again, both actions are in the audit log', async ({ page, browser, request, expectErrors, watchErrors }) => {
  const buyer = await buyerWithCompany(request);
  await logIn(page, buyer.mobile, buyer.password);
  await expect(page).toHaveURL(/\/home$/);

  // The operator, in a browser of their own, starts on the console's home page.
  const context = await browser.newContext();
  await watchErrors(context);
  const staff = await context.newPage();
  await staff.goto('/admin');
  await staff.getByLabel('Mobile number or email').fill(OPERATOR);
  await staff.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await staff.getByRole('button', { name: 'Log in' }).click();
  await expect(staff).toHaveURL(/\/admin$/);
  await expect(staff.getByRole('heading', { name: 'Console home' })).toBeVisible();
  for (const [kind, label] of [['audits', 'Account audits'], ['withdrawals', 'Withdrawals'], ['bankTransfers', 'Bank transfers'], ['stores', 'Store audits'], ['afterSales', 'After-sales escalations']] as const) {
    await expect(staff.getByTestId(`queue-${kind}`)).toContainText(label);
    await expect(staff.getByTestId(`queue-${kind}`).getByTestId('queue-count')).toHaveText(/^\d+$/);
  }
  await expect(staff.getByText('New buyers')).toBeVisible();

  // Users: find the buyer and disable the account with a reason.
  await staff.locator('.admin-sider').getByRole('menuitem', { name: 'Users' }).click();
  await expect(staff).toHaveURL(/\/admin\/users$/);
  await staff.getByLabel('Mobile, email, company or user ID').fill(buyer.mobile);
  await staff.getByLabel('Mobile, email, company or user ID').press('Enter');
  const row = staff.getByRole('row', { name: new RegExp(buyer.company) });
  await expect(row).toHaveCount(1);
  // The mobile as people read it, as on the buyer's own pages.
  await expect(row.getByTestId('user-mobile')).toHaveText(shownMobile(buyer.mobile));
  await expect(row.getByTestId('account-status')).toHaveText('Active');
  await row.getByRole('button', { name: 'View' }).click();
  const drawer = staff.getByTestId('user-drawer');
  await expect(drawer.getByText(buyer.company)).toBeVisible();
  const userId = Number(new URL(staff.url()).searchParams.get('user'));
  expect(userId).toBeGreaterThan(0);
  await drawer.getByTestId('user-disable').click();
  const dialog = staff.getByRole('dialog', { name: /^Disable / });
  await dialog.getByLabel('Reason').fill('Chargebacks under investigation');
  await dialog.getByRole('button', { name: 'Disable account' }).click();
  await expect(drawer.getByTestId('account-status')).toHaveText('Disabled');
  await expect(drawer.getByTestId('user-enable')).toBeVisible();

  // The buyer's next action ends the session: the login page says why.
  expectErrors(DISABLED);
  await page.getByTestId('header-messages').click();
  await expect(page).toHaveURL(/\/login\/index/);
  await expect(page.getByTestId('login-disabled')).toHaveText(DISABLED);
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY_FOR_TESTS)).toBeNull();

  // Enabled again, the buyer signs in as before.
  await drawer.getByTestId('user-enable').click();
  await clickInDialog(staff.getByRole('dialog', { name: /^Enable / }), 'Enable account');
  await expect(drawer.getByTestId('account-status')).toHaveText('Active');
  await logIn(page, buyer.mobile, buyer.password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('login-disabled')).toHaveCount(0);

  // Both actions are in the audit log, newest first, with the reason given.
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
  await staff.locator('.admin-sider').getByRole('menuitem', { name: 'Audit log' }).click();
  await expect(staff).toHaveURL(/\/admin\/audit-log$/);
  await staff.getByLabel('Target').fill(String(userId));
  await staff.getByLabel('Target').press('Enter');
  const actions = staff.getByTestId('log-action');
  // The buyer's account audit, approved when the buyer was made, is there too.
  await expect(actions).toHaveCount(3);
  await expect(actions.nth(0)).toContainText('Account enabled');
  await expect(actions.nth(1)).toContainText('Account disabled');
  await expect(actions.nth(2)).toContainText('Account audit approved');
  await expect(staff.getByRole('row', { name: /Account disabled/ })).toContainText('Chargebacks under investigation');
  await expect(staff.getByRole('row', { name: /Account disabled/ })).toContainText(`userId: ${userId}`);
  await context.close();
});
