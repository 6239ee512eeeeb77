import type { Page } from '@playwright/test';
import { SELLER } from './account-support';
import { apiLogin, APPROVED_BUYER, expect, test, TOKEN_KEY_FOR_TESTS } from './support';

/**
 * A table wider than the page scrolls sideways under its actions, which stay fixed at the right. What a
 * row is decided on (the amount to pay, the agreed price) must show beside the actions without
 * scrolling, at the width the layout is made for (1,480 px): its column ends before the fixed one starts.
 */
async function shownBesideTheActions(page: Page, path: string, column: string) {
  await page.goto(path);
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  const head = page.locator('.ant-table-thead');
  const [shown, actions] = await Promise.all([head.getByRole('columnheader', { name: column, exact: true }).boundingBox(), head.getByRole('columnheader', { name: 'Actions', exact: true }).boundingBox()]);
  expect(shown!.x + shown!.width, `${path}: "${column}" is under the actions`).toBeLessThanOrEqual(actions!.x + 1);
}

test('the amount to pay and the agreed price show beside the fixed actions without scrolling', async ({ page, request }) => {
  const buyer = await apiLogin(request, APPROVED_BUYER);
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY_FOR_TESTS, buyer] as const);
  await shownBesideTheActions(page, '/purchaseOrderManage/sellingExpenses', 'Total');
  await shownBesideTheActions(page, '/complexTransaction/index', 'Protocol unit price');
  const seller = await apiLogin(request, SELLER);
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY_FOR_TESTS, seller] as const);
  await shownBesideTheActions(page, '/merchant/agreements', 'Protocol unit price');
});
