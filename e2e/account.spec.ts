import { readFile } from 'node:fs/promises';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { type Page } from '@playwright/test';
import { expect, test } from './support';
import { buyerWithCompany, chooseInCascader, finishBankCard, pngImage, setPayPasswordViaApi } from './account-support';
import { clickInDialog, codeSentBy, fieldError, logIn, openUserMenu, searchAndPick, shownMobile } from './support';

/** An approved buyer lands on home once signed in. */
async function signIn(page: Page, buyer: { mobile: string; password: string }) {
  await logIn(page, buyer.mobile, buyer.password);
  await expect(page).toHaveURL(/\/home$/);
}

const run = promisify(execFile);

// Journeys through several accounts and uploads: longer than the default minute when the suite runs in parallel.
test.describe.configure({ timeout: 120_000 });

test('the profile: the avatar is checked before it is sent and by the server, and the rest is saved', async ({ page, request }) => {
  const buyer = await buyerWithCompany(request);
  await signIn(page, buyer);
  await page.goto('/accountSetting/index');
  await expect(page.getByRole('tab', { name: 'Profile', selected: true })).toBeVisible();
  await expect(page.getByTestId('profile-mobile')).toHaveText(shownMobile(buyer.mobile));
  await expect(page.getByTestId('profile-buyer-id')).toHaveText(/^C\d+$/);

  const avatar = page.getByTestId('upload-avatar').locator('input[type=file]');
  const uploads: string[] = [];
  page.on('request', (sent) => sent.url().includes('/api/v2/upload') && uploads.push(sent.url()));
  // Refused before sending: the wrong type, then too big.
  await avatar.setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(fieldError(page, 'The avatar can only be a JPG or PNG image!')).toBeVisible();
  await avatar.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
  await expect(fieldError(page, 'The avatar cannot exceed 2MB!')).toBeVisible();
  expect(uploads).toEqual([]);
  // Named and typed as a PNG but not one: the server looks at the content and refuses it.
  await avatar.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really an image') });
  await expect.poll(() => uploads.length).toBe(1);
  await expect(fieldError(page, 'The avatar can only be a JPG or PNG image!')).toBeVisible();
  await avatar.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngImage(96, 96, [200, 60, 40]) });
  await expect(page.getByTestId('upload-avatar').locator('img')).toBeVisible();
  await expect(page.locator('.ant-form-item-explain-error')).toHaveCount(0);

  await page.getByLabel('Name').fill('Jordan Miles');
  await page.getByLabel('Email').fill('not-an-email');
  await expect(fieldError(page, 'The email format is wrong')).toBeVisible();
  await page.getByLabel('Email').fill(`jordan.${buyer.mobile}@example.com`);
  await page.getByLabel('Female').check();
  await chooseInCascader(page, page.getByLabel('Region'), ['Canada', 'Ontario', 'Toronto']);
  await page.getByLabel('Profile intro').fill('Reseller of home goods on three marketplaces.');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile has been saved')).toBeVisible();

  // The new email signs in only once the code sent to it is entered.
  const email = `jordan.${buyer.mobile}@example.com`;
  const pending = page.locator('.email-verification');
  await expect(pending).toContainText(`${email} is waiting for verification`);
  const emailCode = await codeSentBy(request, email, () => pending.getByRole('button', { name: 'Send' }).click());
  await pending.getByLabel('Email code').fill(emailCode);
  await pending.getByRole('button', { name: 'Verify email' }).click();
  await expect(page.getByText('Your email has been verified: you can now sign in with it')).toBeVisible();
  await expect(pending).toHaveCount(0);

  await page.reload();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Name')).toHaveValue('Jordan Miles');
  await expect(page.getByLabel('Female')).toBeChecked();
  await expect(page.locator('.ant-cascader')).toContainText('Canada / Ontario / Toronto');
  await expect(page.getByLabel('Profile intro')).toHaveValue('Reseller of home goods on three marketplaces.');
  await expect(page.getByTestId('upload-avatar').locator('img')).toBeVisible();
  // The header shows the new name.
  await openUserMenu(page, /Jordan Miles/);
});

test('shipping addresses: add with the US states and cities, choose the default, delete', async ({ page, request }) => {
  const buyer = await buyerWithCompany(request);
  await signIn(page, buyer);
  const menu = await openUserMenu(page, new RegExp(buyer.mobile));
  await menu.getByRole('menuitem', { name: 'Shipping address' }).click();
  await expect(page.getByRole('tab', { name: 'Shipping address', selected: true })).toBeVisible();
  await expect(page.getByText('No shipping address yet')).toBeVisible();

  const addAddress = async (receiver: string, stateCity: [string, string], zip: string, street: string) => {
    await page.getByRole('button', { name: 'Add address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add shipping address' });
    await dialog.getByLabel('Receiver').fill(receiver);
    await dialog.getByLabel('Mobile').fill('+1 415 555 0199');
    // The US states and cities come from the US region list.
    const usTree = page.waitForResponse((response) => response.url().includes('/api/v2/region/us/tree'));
    await searchAndPick(page, dialog.getByLabel('Country'), 'United States');
    await Promise.race([usTree, page.waitForTimeout(500)]);
    await chooseInCascader(page, dialog.getByLabel('State / city'), stateCity);
    await dialog.getByLabel('Zip code').fill(zip);
    await dialog.getByLabel('Detailed address').fill(street);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    // The dialog is destroyed once its closing animation ends; opening it again before then
    // (a busy machine) would find the closing one.
    await expect(page.getByRole('dialog', { name: 'Add shipping address', includeHidden: true })).toHaveCount(0);
  };

  // The rules of the fields: digits-only zip code, no Chinese in the address.
  await page.getByRole('button', { name: 'Add address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add shipping address' });
  const usTree = page.waitForResponse((response) => response.url().includes('/api/v2/region/us/tree'));
  await searchAndPick(page, dialog.getByLabel('Country'), 'United States');
  await usTree;
  await dialog.getByLabel('Zip code').fill('CA-900');
  await expect(fieldError(page, 'The zip code may contain digits only')).toBeVisible();
  await dialog.getByLabel('Detailed address').fill('南京路 100 号');
  await expect(fieldError(page, 'Chinese characters are not allowed here')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(fieldError(page, 'Please enter the receiver')).toBeVisible();
  await expect(fieldError(page, 'Please select the state')).toBeVisible();
  // Outside clicks leave the dialog open; Escape closes it.
  await page.mouse.click(10, 10);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await addAddress('Dana Brooks', ['California', 'Los Angeles'], '90012', '200 N Spring St');
  await addAddress('Sam Ortiz', ['Texas', 'Houston'], '77002', '901 Bagby St');
  const cards = page.getByTestId('address-card');
  await expect(cards).toHaveCount(2);
  // The first address became the default; the default comes first.
  await expect(cards.first()).toContainText('Dana Brooks');
  await expect(cards.first()).toContainText('Default');
  await expect(cards.first()).toContainText('Los Angeles, California, 90012');
  await expect(cards.first()).toContainText('United States');

  await cards.filter({ hasText: 'Sam Ortiz' }).getByRole('button', { name: 'Set as default' }).click();
  await expect(page.getByText('The default address has been changed')).toBeVisible();
  await expect(cards.first()).toContainText('Sam Ortiz');
  await expect(cards.first()).toContainText('Default');
  await expect(cards.filter({ hasText: 'Dana Brooks' })).not.toContainText('Default');

  await cards.filter({ hasText: 'Dana Brooks' }).getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit shipping address' });
  await expect(edit.getByLabel('Receiver')).toHaveValue('Dana Brooks');
  await expect(edit.locator('.ant-cascader')).toContainText('California / Los Angeles');
  await edit.getByLabel('Zip code').fill('90013');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(cards.filter({ hasText: 'Dana Brooks' })).toContainText('Los Angeles, California, 90013');

  await cards.filter({ hasText: 'Dana Brooks' }).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Delete this address?' });
  await expect(confirm).toContainText('The address of Dana Brooks will be deleted.');
  await clickInDialog(confirm, 'Delete');
  await expect(page.getByText('The address has been deleted')).toBeVisible();
  await expect(cards).toHaveCount(1);
  await page.reload();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Sam Ortiz');
});

test('the buyer agreement: read in the dialog, signed, and downloaded as a PDF with the company in it', async ({ page, request }) => {
  const buyer = await buyerWithCompany(request);
  await signIn(page, buyer);
  await page.goto('/accountSetting/index?activeComponents=agreement');
  await expect(page.getByTestId('agreement-state')).toHaveText('You have not signed the buyer agreement yet.');
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeDisabled();

  await page.getByRole('button', { name: 'Sign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buyer Agreement' });
  await expect(dialog.getByTestId('agreement-text')).toContainText('1. Eligibility');
  await expect(dialog.getByTestId('agreement-text')).toContainText('Continued use after a revision means acceptance of the revised agreement');
  await page.mouse.click(10, 10);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'I agree and sign' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('The agreement has been signed')).toBeVisible();
  await expect(page.getByTestId('agreement-state')).toHaveText(/^You have signed the buyer agreement \(version [\d.]+\)\.$/);
  await expect(page.getByRole('button', { name: 'Sign' })).toHaveCount(0);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^buyer-agreement-C\d+-[\d.]+\.pdf$/);
  const path = await download.path();
  const pdf = await readFile(path);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { stdout } = await run('pdftotext', [path, '-']);
  expect(stdout).toContain(buyer.company);
  expect(stdout).toContain('Buyer Agreement');
});

test('bank cards are added with an SMS code and deleted; an empty wallet cannot withdraw', async ({ page, request }) => {
  const buyer = await buyerWithCompany(request);
  await signIn(page, buyer);
  await page.goto('/wallet/withdraw');
  await expect(page.getByRole('heading', { name: 'Withdraw', exact: true })).toBeVisible();
  await expect(page.getByText('No bank card yet. Add one to withdraw.')).toBeVisible();
  await expect(page.getByTestId('wallet-page-available')).toHaveText('$0.00');

  await page.getByRole('button', { name: 'Add bank card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add bank card' });
  await dialog.getByLabel('Cardholder').fill('Jordan Miles');
  await dialog.getByLabel('Bank card number').fill('4111 1111 1111 1112');
  await expect(fieldError(page, 'Please enter the correct bank card number')).toBeVisible();
  await dialog.getByLabel('Bank card number').fill('4111 1111 1111 1111');
  await expect(fieldError(page, 'Please enter the correct bank card number')).toBeHidden();
  await finishBankCard(page, request, buyer.mobile, dialog);
  const card = page.getByTestId('bank-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Wells Fargo');
  await expect(card).toContainText('**** 1111');
  await expect(card).not.toContainText('4111 1111');

  // Withdraw to a chosen card only, and no more than is available.
  await page.getByRole('button', { name: 'Apply for withdrawal' }).click();
  await expect(fieldError(page, 'Please select a bank card')).toBeVisible();
  await expect(fieldError(page, 'The input amount cannot be empty!')).toBeVisible();
  await card.getByRole('radio').click();
  await expect(card.getByRole('radio')).toHaveAttribute('aria-checked', 'true');
  await page.getByLabel('Withdrawal amount (USD)').fill('20');
  await expect(fieldError(page, 'The minimum withdrawal amount is 50.00')).toBeVisible();
  await page.getByLabel('Withdrawal amount (USD)').fill('150.50');
  await expect(page.getByTestId('withdraw-fee')).toHaveText('$1.51');
  await expect(page.getByTestId('withdraw-actual')).toHaveText('$148.99');
  await expect(fieldError(page, 'The withdrawal amount cannot exceed the withdrawable amount')).toBeVisible();
  const applications: string[] = [];
  page.on('request', (sent) => sent.url().includes('/api/v2/wallet/withdraw') && applications.push(sent.url()));
  await page.getByRole('button', { name: 'Apply for withdrawal' }).click();
  await expect(fieldError(page, 'The withdrawal amount cannot exceed the withdrawable amount')).toBeVisible();
  expect(applications).toEqual([]);
  // The server holds the same line (asked with the payment password each withdrawal needs).
  const payPassword = await setPayPasswordViaApi(request, buyer.token, buyer.mobile);
  const cards = (await (await request.get('/api/v2/customer/cards', { headers: { Authorization: `Bearer ${buyer.token}` } })).json()) as { data: { cardId: number }[] };
  const refused = await request.get('/api/v2/wallet/withdraw', {
    headers: { Authorization: `Bearer ${buyer.token}`, 'Idempotency-Key': `e2e-${Date.now()}`, 'X-Pay-Password': payPassword },
    params: { cardId: cards.data[0]!.cardId, amount: 150.5 },
  });
  expect(((await refused.json()) as { message: string }).message).toBe('The withdrawal amount cannot exceed the withdrawable amount');
  await expect(page.getByText('No Data')).toBeVisible();

  await card.getByRole('button', { name: 'Delete card **** 1111' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Delete this bank card?' });
  await expect(confirm).toContainText('Wells Fargo **** 1111');
  await clickInDialog(confirm, 'Delete');
  await expect(page.getByText('Deleted bank card successfully!')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('No bank card yet. Add one to withdraw.')).toBeVisible();
});

test('the wallet page: balance, records with the 13 flow types as filters, links to top up and withdraw', async ({ page, request }) => {
  const buyer = await buyerWithCompany(request);
  await signIn(page, buyer);
  await page.goto('/wallet/index');
  await expect(page.getByRole('heading', { name: 'My Wallet' })).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('$0.00');
  await expect(page.getByTestId('wallet-page-available')).toHaveText('$0.00');
  await expect(page.getByTestId('wallet-frozen')).toHaveText('$0.00');
  await expect(page.getByRole('columnheader')).toHaveText(['Record number', 'Related ID', 'Flow type', 'Amount', 'Balance after', 'Status', 'Time']);
  await expect(page.getByText('No Data')).toBeVisible();

  // The options are taken with the keyboard: a click on an option that is still moving in can miss on a busy machine.
  const activeOption = page.locator('.ant-select-dropdown:visible .ant-select-item-option-active');
  const flowType = page.getByLabel('Flow type');
  await flowType.click();
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').first()).toHaveText('Recharge income');
  // The thirteen types are searched by their label.
  await flowType.fill('service');
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveText(['Withdrawal service fee']);
  await expect(activeOption).toHaveText('Withdrawal service fee');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/flowType=6/);
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await page.getByLabel('Status').click();
  await expect(activeOption).toHaveText('Handling');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/flowType=6&status=handling/);
  await page.reload();
  await expect(page.locator('.wallet-filters')).toContainText('Withdrawal service fee');
  await expect(page.locator('.wallet-filters')).toContainText('Handling');

  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL(/\/wallet\/withdraw$/);
  await page.goBack();
  await page.getByRole('button', { name: 'Top up' }).click();
  await expect(page).toHaveURL(/\/wallet\/recharge$/);
});

test('the login password is changed with the current one', async ({ page, request, expectErrors }) => {
  expectErrors('The current password is incorrect', 'Incorrect account or password');
  const buyer = await buyerWithCompany(request);
  await signIn(page, buyer);
  await page.goto('/accountSetting/index?activeComponents=password');
  await page.getByLabel('Current password').fill('wrong-one1');
  await page.getByLabel('New password', { exact: true }).fill('short');
  await expect(fieldError(page, 'The password must be 6-20 characters and contain letters and numbers')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('brandNew2026');
  await page.getByLabel('Confirm new password').fill('brandNew2027');
  await expect(fieldError(page, 'The two passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('brandNew2026');
  await page.getByRole('button', { name: 'Change login password' }).click();
  await expect(page.locator('.ant-notification-notice, .ant-form-item-explain-error').filter({ hasText: 'The current password is incorrect' }).first()).toBeVisible();
  await page.getByLabel('Current password').fill(buyer.password);
  await page.getByRole('button', { name: 'Change login password' }).click();
  await expect(page.getByText('Your login password has been changed')).toBeVisible();

  const menu = await openUserMenu(page, new RegExp(buyer.mobile));
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await logIn(page, buyer.mobile, buyer.password);
  await expect(page.locator('.ant-notification-notice')).toContainText('Incorrect account or password');
  await logIn(page, buyer.mobile, 'brandNew2026');
  await expect(page).toHaveURL(/\/home$/);
});

test('buyer central: the user card, audit, purchase orders by status, wallet and collections', async ({ page, request }) => {
  const buyer = await buyerWithCompany(request);
  await signIn(page, buyer);
  const menu = await openUserMenu(page, new RegExp(buyer.mobile));
  await menu.getByRole('menuitem', { name: 'Buyer Central' }).click();
  await expect(page).toHaveURL(/\/personalCenter\/index$/);
  await expect(page.getByRole('heading', { name: 'Buyer Central' })).toBeVisible();
  await expect(page.getByTestId('center-name')).toHaveText(shownMobile(buyer.mobile));
  await expect(page.getByTestId('center-customer-id')).toHaveText(/^C\d+$/);
  await expect(page.getByTestId('center-audit')).toHaveText('Approved');
  await expect(page.getByRole('link', { name: 'Complete company information' })).toHaveCount(0);
  await expect(page.getByTestId('center-manager')).toBeVisible();

  for (const [status, label] of [[0, 'To be paid'], [1, 'Paid'], [2, 'Completed'], [3, 'Canceled']] as const) {
    const shortcut = page.getByTestId(`center-orders-${status}`);
    await expect(shortcut).toHaveText(`0${label}`);
    await expect(shortcut).toHaveAttribute('href', `/purchaseOrderManage/purchaseOrderList?status=${status}`);
  }
  await expect(page.getByTestId('center-balance')).toHaveText('$0.00');
  await expect(page.getByTestId('center-available')).toHaveText('$0.00');
  await expect(page.getByTestId('center-favourites')).toContainText('0Favourite products');
  await expect(page.getByTestId('center-followed')).toContainText('0Followed stores');

  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL(/\/wallet\/withdraw$/);
  await page.goBack();
  await page.getByTestId('center-orders-1').click();
  await expect(page).toHaveURL(/\/purchaseOrderManage\/purchaseOrderList\?status=1$/);
});
