import { expect, test } from './support';
import { buyerWithCompany } from './account-support';
import { logIn } from './support';

/** The platform notices the demo server seeds, newest first. */
const NOTICES = ['New coupon: $10 off orders over $100', 'Holiday shipping schedule', 'Payment methods available', 'Buyer agreement updated', 'Welcome to Wholesale Marketplace'];
/** What a newly approved buyer finds: the approval, newest, then the notices. */
const MESSAGES = ['Your company information is approved', ...NOTICES];

// A journey through a new account (registration, company, approval): longer than the default minute when suites run in parallel.
test.describe.configure({ timeout: 120_000 });

test('messages: a buyer reads a notice, marks one, filters unread and marked, then reads them all', async ({ page, request }, testInfo) => {
  const buyer = await buyerWithCompany(request);
  await logIn(page, buyer.mobile, buyer.password);
  await expect(page).toHaveURL(/\/home$/);

  // Buyer central counts the unread messages and leads to them.
  await page.goto('/personalCenter/index');
  const shortcut = page.getByTestId('center-messages');
  await expect(shortcut).toHaveText(`${MESSAGES.length}Unread messages`);
  await expect(page.getByTestId('center-coupons')).toHaveAttribute('href', '/coupon/index');
  await expect(page.getByTestId('center-coupons')).toHaveText('0Unused coupons');
  await page.screenshot({ path: testInfo.outputPath('buyer-central-en.png'), fullPage: false });
  await shortcut.click();
  await expect(page).toHaveURL(/\/message\/index$/);
  await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();

  // Every platform notice, newest first, each unread.
  const rows = page.locator('.ant-table-tbody tr.message-row');
  await expect(rows).toHaveCount(MESSAGES.length);
  for (const [index, title] of MESSAGES.entries()) await expect(rows.nth(index)).toContainText(title);
  await expect(page.getByRole('img', { name: 'Unread' })).toHaveCount(MESSAGES.length);
  await expect(page.getByRole('tab', { name: `Unread (${MESSAGES.length})` })).toBeVisible();

  // Opening one shows its content and reads it.
  const welcome = page.getByRole('row', { name: /Welcome to Wholesale Marketplace/ });
  await welcome.getByRole('button', { name: 'Welcome to Wholesale Marketplace' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome to Wholesale Marketplace' });
  await expect(dialog.getByTestId('message-content')).toContainText('Complete your company information in Account Setting');
  await expect(dialog).toContainText('Operations Team');
  await page.screenshot({ path: testInfo.outputPath('message-open-en.png'), fullPage: false });
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();
  await expect(welcome.getByRole('img', { name: 'Unread' })).toHaveCount(0);
  await expect(welcome).toContainText('Read');
  await expect(page.getByRole('img', { name: 'Unread' })).toHaveCount(MESSAGES.length - 1);
  await expect(page.getByRole('tab', { name: `Unread (${MESSAGES.length - 1})` })).toBeVisible();

  // Marking one does not read it.
  const holiday = page.getByRole('row', { name: /Holiday shipping schedule/ });
  await holiday.getByRole('button', { name: 'Mark' }).click();
  await expect(holiday.getByRole('button', { name: 'Unmark' })).toHaveAttribute('aria-pressed', 'true');
  await expect(holiday.getByRole('img', { name: 'Unread' })).toBeVisible();

  // Unread: all but the one read.
  await page.getByRole('tab', { name: /^Unread/ }).click();
  await expect(page).toHaveURL(/filter=unread/);
  await expect(rows).toHaveCount(MESSAGES.length - 1);
  await expect(page.getByRole('row', { name: /Welcome to Wholesale Marketplace/ })).toHaveCount(0);

  // Marked: only the one marked.
  await page.getByRole('tab', { name: 'Marked' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Holiday shipping schedule');

  await page.getByRole('tab', { name: 'All' }).click();
  await expect(rows).toHaveCount(MESSAGES.length);
  await page.mouse.move(0, 0);
  await page.waitForTimeout(400); // the tabs' ink bar slides to its tab
  await page.screenshot({ path: testInfo.outputPath('messages-en.png'), fullPage: false });

  // Mark all as read: nothing left unread.
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('All messages have been marked as read')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Unread' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Unread' }).click();
  await expect(page.getByText('No Data', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
});
