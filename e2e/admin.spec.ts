import { type Browser, type Page } from '@playwright/test';
import { expect, test, clickInDialog } from './support';
import { EIN, OPERATOR, buyerWithCompany, chooseInCascader, pdfDocument, pngImage } from './account-support';
import { APPROVED_BUYER, DEMO_PASSWORD, TOKEN_KEY_FOR_TESTS, fieldError, logIn, registerBuyerViaApi, shownMobile } from './support';

/** What the goods list tells this session about prices: 'visible' only for an approved buyer. */
async function priceVisibility(page: Page): Promise<string> {
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY_FOR_TESTS);
  const response = await page.request.post('/api/v2/goods/list', { headers: { Authorization: `Bearer ${token}` }, data: { pageSize: 1 } });
  const body = (await response.json()) as { data: { list: { priceVisibility: string; price: number | null }[] } };
  const [first] = body.data.list;
  expect(first, 'the demo catalogue has goods').toBeTruthy();
  return first!.price === null ? first!.priceVisibility : `${first!.priceVisibility}:${typeof first!.price}`;
}

/** The operator in a browser of their own, signed in through the staff's own redirect. */
async function operatorConsole(browser: Browser, path = '/admin'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(path);
  await expect(page).toHaveURL(/\/login\/index\?mode=1&redirect=%2Fadmin/);
  await page.getByLabel('Mobile number or email').fill(OPERATOR);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Operator console', { exact: true })).toBeVisible();
  return page;
}

// Journeys through several accounts and uploads: longer than the default minute when the suite runs in parallel.
test.describe.configure({ timeout: 120_000 });

test('a buyer sends company information to audit; the operator approves it in the console; the buyer then sees prices', async ({ page, browser, request }) => {
  const password = 'trade2024';
  const mobile = await registerBuyerViaApi(request, password);
  const company = `Harbor Home Supply ${mobile.slice(-5)}`;
  await logIn(page, mobile, password);
  await expect(page).toHaveURL(/\/accountSetting\/index$/);
  await expect(page.getByTestId('audit-banner')).toHaveText(/has not been submitted yet/);
  // Not approved: the buyer pages send the account back here, and the catalogue masks prices.
  expect(await priceVisibility(page)).toBe('approval');
  await page.goto('/wallet/index');
  await expect(page).toHaveURL(/\/accountSetting\/index$/);
  // Told why: the wallet opens once the company is approved.
  await expect(page.getByTestId('sent-from')).toContainText('The page you opened (/wallet/index) is for approved buyers.');

  await page.getByRole('button', { name: 'Complete company information' }).click();
  await expect(page).toHaveURL(/activeComponents=company/);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(fieldError(page, 'Please enter the company name')).toBeVisible();
  await expect(fieldError(page, 'Please upload the business licence')).toBeVisible();

  await page.getByLabel('Company name').fill(company);
  await page.getByLabel('Company telephone').fill('+1 (212) 555-0100');
  // English suggests a US company: the registration number is its EIN, the region a state.
  await expect(page.getByLabel('Country of registration')).toBeVisible();
  await expect(page.locator('.ant-form-item', { hasText: 'Country of registration' })).toContainText('United States');
  await chooseInCascader(page, page.getByLabel('Region'), ['New York', 'New York City']);
  await page.getByLabel('Company address').fill('350 Fifth Avenue, New York, NY 10118');
  await expect(page.getByText('9 digits, e.g. 12-3456789')).toBeVisible();
  await page.getByLabel('Employer Identification Number (EIN)').fill('12-34567');
  await expect(fieldError(page, 'Please enter a 9-digit EIN, e.g. 12-3456789')).toBeVisible();
  await page.getByLabel('Employer Identification Number (EIN)').fill('123456789');
  await expect(fieldError(page, 'Please enter a 9-digit EIN, e.g. 12-3456789')).toBeHidden();
  await page.getByLabel('Business scope').fill('Home furniture and kitchenware for online resale');

  // A PDF is no company photo: refused before it is sent, in the server's words.
  const photo = page.getByTestId('upload-companyPhoto');
  await photo.locator('input[type=file]').setInputFiles({ name: 'office.pdf', mimeType: 'application/pdf', buffer: pdfDocument() });
  await expect(fieldError(page, 'Only JPG, PNG files are allowed')).toBeVisible();
  await photo.locator('input[type=file]').setInputFiles({ name: 'office.png', mimeType: 'image/png', buffer: pngImage(320, 200) });
  await expect(photo.locator('img')).toBeVisible();
  await expect(fieldError(page, 'Only JPG, PNG files are allowed')).toBeHidden();
  const licence = page.getByTestId('upload-businessLicence');
  await licence.locator('input[type=file]').setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: pdfDocument('Harbor Home Supply licence') });
  await expect(licence.getByRole('link', { name: /licence\.pdf/ })).toBeVisible();

  await page.getByRole('button', { name: 'Submit for review' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Submit for review?' });
  await expect(confirm).toContainText('cannot be changed while it is under review');
  await clickInDialog(confirm, 'Submit');
  await expect(page.getByTestId('audit-banner')).toHaveText('Your account is under review. Prices become visible after approval.');
  await expect(page.getByText('Your company information is under review and cannot be changed now.')).toBeVisible();
  await expect(page.locator('.company-details')).toContainText(company);
  await expect(page.locator('.company-details')).toContainText('New York City');
  await expect(page.getByRole('button', { name: 'Submit for review' })).toHaveCount(0);

  // The operator reviews the documents and approves.
  const staff = await operatorConsole(browser);
  // The console opens on its home page: the audit queue counts the account waiting, and leads to it.
  await expect(staff).toHaveURL(/\/admin$/);
  await expect(staff.getByTestId('queue-audits').getByTestId('queue-count')).not.toHaveText('0');
  await staff.getByTestId('queue-audits').click();
  await expect(staff).toHaveURL(/\/admin\/audits$/);
  await expect(staff.getByRole('heading', { name: 'Account audit' })).toBeVisible();
  const row = staff.getByRole('row', { name: new RegExp(company) });
  await expect(row).toContainText(shownMobile(mobile));
  await expect(row).toContainText('Employer Identification Number (EIN) (United States)');
  await row.getByRole('button', { name: 'Review' }).click();
  const drawer = staff.getByRole('dialog', { name: company });
  await expect(drawer).toContainText(EIN);
  await expect(drawer).toContainText('United States / New York / New York City');
  await expect(drawer).toContainText('New York City');
  await expect(drawer.getByRole('img', { name: 'Company photo' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Business licence (PDF)' })).toHaveAttribute('href', /\/api\/v2\/files\/.+\.pdf\?/);
  await drawer.getByRole('button', { name: 'Approve' }).click();
  await clickInDialog(staff.getByRole('dialog').filter({ hasText: 'Approve this account?' }), 'Approve');
  await expect(staff.getByText('The account has been approved')).toBeVisible();
  await expect(staff.getByRole('row', { name: new RegExp(company) })).toHaveCount(0);
  await staff.getByRole('tab', { name: 'Approved' }).click();
  await expect(staff.getByRole('row', { name: new RegExp(company) })).toBeVisible();

  // The buyer reloads: approved, the buyer pages open, and the catalogue answers real prices.
  await page.reload();
  await expect(page.getByTestId('audit-banner')).toHaveText('Your account has been approved.');
  expect(await priceVisibility(page)).toBe('visible:number');
  await page.goto('/wallet/index');
  await expect(page.getByRole('heading', { name: 'My Wallet' })).toBeVisible();
  await expect(page.getByTestId('wallet-page-available')).toHaveText('$0.00');
});

test('a rejected audit tells the buyer why; the buyer corrects the information and sends it again', async ({ page, browser, request }) => {
  const buyer = await buyerWithCompany(request, { approve: false });
  const reason = 'The business licence is unreadable. Please upload a clear scan.';

  const staff = await operatorConsole(browser, '/admin/audits');
  await staff.getByRole('row', { name: new RegExp(buyer.company) }).getByRole('button', { name: 'Review' }).click();
  const drawer = staff.getByRole('dialog', { name: buyer.company });
  await drawer.getByRole('button', { name: 'Reject' }).click();
  const rejectDialog = staff.getByRole('dialog').filter({ hasText: 'Reject the company information' });
  // A rejection always says why.
  await clickInDialog(rejectDialog, 'Reject');
  await expect(rejectDialog.locator('.ant-form-item-explain-error')).toHaveText('Please enter the reason');
  await rejectDialog.getByLabel('Reason').fill(reason);
  await rejectDialog.getByRole('button', { name: 'Reject' }).click();
  await expect(staff.getByText('The account has been rejected')).toBeVisible();
  await staff.getByRole('tab', { name: 'Failed' }).click();
  await staff.getByRole('row', { name: new RegExp(buyer.company) }).getByRole('button', { name: 'View' }).click();
  await expect(staff.getByRole('dialog', { name: buyer.company })).toContainText(`Reason: ${reason}`);

  await logIn(page, buyer.mobile, buyer.password);
  await expect(page).toHaveURL(/\/accountSetting\/index$/);
  await expect(page.getByTestId('audit-banner')).toHaveText('Your account failed the audit. Please correct your company information and submit it again.');
  await expect(page.locator('.audit-banner')).toContainText(`Reason: ${reason}`);
  await page.getByRole('tab', { name: 'Company information' }).click();
  await expect(page.getByTestId('audit-reason')).toHaveText(reason);
  // The form starts from what was sent, documents included.
  await expect(page.getByLabel('Company name')).toHaveValue(buyer.company);
  await expect(page.getByTestId('upload-companyPhoto').locator('img')).toBeVisible();
  const licence = page.getByTestId('upload-businessLicence');
  await licence.locator('input[type=file]').setInputFiles({ name: 'licence-clear-scan.pdf', mimeType: 'application/pdf', buffer: pdfDocument('Clear scan') });
  await expect(licence.getByRole('link', { name: /licence-clear-scan\.pdf/ })).toBeVisible();
  await page.getByLabel('Company address').fill('350 Fifth Avenue, Suite 2100, New York');
  await page.getByRole('button', { name: 'Submit again' }).click();
  await clickInDialog(page.getByRole('dialog').filter({ hasText: 'Submit for review?' }), 'Submit');
  await expect(page.getByTestId('audit-banner')).toHaveText('Your account is under review. Prices become visible after approval.');
  await expect(page.locator('.company-details')).toContainText('Suite 2100');

  // Back in the operator's queue, with its history.
  await staff.getByRole('button', { name: 'Close' }).click();
  await staff.getByRole('tab', { name: 'Under review' }).click();
  await staff.getByRole('row', { name: new RegExp(buyer.company) }).getByRole('button', { name: 'Review' }).click();
  const again = staff.getByRole('dialog', { name: buyer.company });
  await expect(again).toContainText('Suite 2100');
  await expect(again.locator('.ant-timeline-item')).toHaveCount(3);
});

test('the console is for staff: visitors sign in and come back, buyers are refused', async ({ page, browser }) => {
  await page.goto('/admin/withdrawals');
  await expect(page).toHaveURL(/\/login\/index\?mode=1&redirect=%2Fadmin%2Fwithdrawals$/);
  await page.getByLabel('Mobile number or email').fill(APPROVED_BUYER);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin\/withdrawals$/);
  await expect(page.getByText('No permission for this operation')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Withdrawals' })).toHaveCount(0);

  const staff = await operatorConsole(browser, '/admin/withdrawals');
  await expect(staff).toHaveURL(/\/admin\/withdrawals$/);
  await expect(staff.getByRole('heading', { name: 'Withdrawals' })).toBeVisible();
  await expect(staff.getByRole('tab')).toHaveText(['Handling', 'Completion', 'Rejected']);
  await expect(staff.locator('.admin-sider').getByRole('menuitem')).toHaveText([
    'Home', 'Users', 'Account audit', 'Withdrawals', 'Bank transfers', 'Stores', 'Goods', 'After-sales escalations', 'Site content', 'Operating settings', 'Exchange rates', 'Coupons', 'Notices', 'Audit log',
  ]);
  // The plain login page sends staff to the staff.
  await staff.getByRole('button', { name: 'Logout' }).click();
  await staff.goto('/login/index?mode=1');
  await staff.getByLabel('Mobile number or email').fill(OPERATOR);
  await staff.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await staff.getByRole('button', { name: 'Log in' }).click();
  await expect(staff).toHaveURL(/\/admin$/);
  await expect(staff.getByRole('heading', { name: 'Console home' })).toBeVisible();
});

test('the operator changes an operating setting; the rules and the console read it at once', async ({ browser, request }) => {
  const staff = await operatorConsole(browser, '/admin/settings');
  await expect(staff.getByRole('heading', { name: 'Operating settings' })).toBeVisible();
  // A longer retention (harmless to the journeys running beside this one).
  const retention = staff.getByLabel('Consignee data retention');
  await expect(retention).toHaveValue('90');
  await retention.fill('120');
  await staff.getByRole('button', { name: 'Save settings' }).click();
  await expect(staff.getByText('Settings saved')).toBeVisible();
  await staff.reload();
  await expect(staff.getByLabel('Consignee data retention')).toHaveValue('120');
  // What the public settings say (and the sweeper reads).
  const config = (await (await request.get('/api/v2/setting/operate-config')).json()) as { data: { consigneeRetentionDays: number } };
  expect(config.data.consigneeRetentionDays).toBe(120);
  // A value the rules cannot take is refused where it is typed.
  await staff.getByLabel('Consignee data retention').fill('');
  await staff.getByRole('button', { name: 'Save settings' }).click();
  await expect(staff.getByText('Please enter a value')).toBeVisible();
  await staff.getByLabel('Consignee data retention').fill('90');
  await staff.getByRole('button', { name: 'Save settings' }).click();
  await expect(staff.getByText('Settings saved').last()).toBeVisible();
});
