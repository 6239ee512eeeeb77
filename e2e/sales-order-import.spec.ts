import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './support';
import { buyerWithCompany } from './account-support';
import { logIn } from './support';

// A reseller imports the day's orders from a spreadsheet: the template downloaded, filled in and
// uploaded; the dry run reports the bad row with its row and column (and as a file); the good
// orders are imported at once; the bad row is fixed and the same file uploaded again, which
// imports only that order; all of them show on the sales order list, on hold.

type Values = Record<string, string>;
const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

function line(orderId: string, itemCode: string, quantity: string, lineNo: number, over: Values = {}): Values {
  return {
    ShipFrom: 'Shopify',
    OrderId: orderId,
    LineItemNumber: String(lineNo),
    B2BItemCode: itemCode,
    ShipToQty: quantity,
    ShipToName: `Jordan Lee ${orderId.slice(-4)}`,
    ShipToEmail: 'jordan@example.com',
    ShipToPhone: '+1 415-555-0134',
    ShipToPostalCode: '94103',
    ShipToAddressDetail: '1 Market Street, Apt 5',
    ShipToCity: 'San Francisco',
    ShipToState: 'CA',
    ShipToCountry: 'US',
    ...over,
  };
}

async function chooseFile(page: Page, name: string, data: string) {
  await page.getByTestId('import-file').locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(data, 'utf8') });
}

test('sales orders imported from a file: the report, a fix, the import, the list', async ({ page, request }, testInfo) => {
  const buyer = await buyerWithCompany(request);
  const goods = (await (await request.post('/api/v2/goods/list', { data: { pageSize: 2 } })).json()).data.list as { itemCode: string }[];
  expect(goods.length).toBe(2);
  const [a, b] = goods.map((g) => g.itemCode) as [string, string];
  await logIn(page, buyer.mobile, buyer.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/salesOrderManage/SalesOrderUpload');
  await expect(page.getByRole('heading', { name: 'Upload Sales Orders', level: 1 })).toBeVisible();

  // The template, in the language in use: row 1 the keys, row 2 the labels.
  const downloading = page.waitForEvent('download');
  await page.getByTestId('template-csv').click();
  const template = await downloading;
  expect(template.suggestedFilename()).toBe('sales-order-import-template-en.csv');
  const templateText = readFileSync(await template.path(), 'utf8');
  const [keyRow = '', labelRow = ''] = templateText.replace(/^\uFEFF/, '').split('\r\n');
  expect(keyRow).toContain('*OrderId');
  expect(labelRow).toContain('Your order number');
  const keys = keyRow.split(',').map((k) => k.replace(/^\*/, ''));
  const fileOf = (rows: Values[]) => [keyRow, labelRow, ...rows.map((r) => keys.map((k) => cell(r[k] ?? '')).join(','))].join('\r\n') + '\r\n';

  const tag = String(Date.now()).slice(-6);
  const good1 = `SHOP-${tag}-1`;
  const good2 = `SHOP-${tag}-2`;
  const bad = `SHOP-${tag}-3`;
  const rows = [
    line(good1, a, '2', 1), // row 3
    line(good1, b, '1', 2), // row 4
    line(good2, a, '1', 1), // row 5
    line(bad, 'NOT-A-REAL-CODE', '1', 1, { ShipToAddressDetail: 'P.O. Box 77' }), // row 6
  ];
  await chooseFile(page, 'orders.csv', fileOf(rows));

  // The dry run: every problem with its row and column; nothing imported yet.
  const report = page.getByTestId('import-report');
  // The upload and checks share two cores with everything else: give them time.
  await expect(report).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('import-summary')).toContainText('Good orders2');
  const problems = page.getByTestId('import-problems');
  await expect(problems.locator('tbody tr')).toHaveCount(2);
  await expect(problems.locator('tbody tr').nth(0)).toContainText(`6B2BItemCode${bad}No goods have the B2B item code NOT-A-REAL-CODE`);
  await expect(problems.locator('tbody tr').nth(1)).toContainText('6ShipToAddressDetail');
  await expect(problems.locator('tbody tr').nth(1)).toContainText('Parcels cannot be delivered to a P.O. box');
  await page.screenshot({ path: testInfo.outputPath('dry-run-report.png'), fullPage: true });

  // The report as a file.
  const reporting = page.waitForEvent('download');
  await page.getByTestId('download-report').click();
  const reportFile = await reporting;
  expect(reportFile.suggestedFilename()).toMatch(/^sales-order-import-report-\w+\.csv$/);
  const reportText = readFileSync(await reportFile.path(), 'utf8');
  expect(reportText).toContain('Row,Column,OrderId,Problem');
  expect(reportText).toContain(`6,B2BItemCode,${bad},No goods have the B2B item code NOT-A-REAL-CODE`);

  // The good orders now.
  await page.getByTestId('import-good').click();
  await expect(page.getByTestId('import-done')).toContainText('2 sales orders imported', { timeout: 30_000 });
  await expect(page.getByTestId('created-orders').locator('li')).toHaveCount(2);
  const firstOrders = await page.getByTestId('created-orders').locator('li').allTextContents();
  await expect(page.getByTestId('import-done')).toContainText('1 row still has problems');
  await page.screenshot({ path: testInfo.outputPath('imported.png'), fullPage: true });

  // The bad row fixed in the same file, uploaded again: only that order is left to import.
  rows[3] = line(bad, b, '3', 1);
  await chooseFile(page, 'orders-fixed.csv', fileOf(rows));
  await expect(report).toContainText('2 orders were imported before', { timeout: 30_000 });
  await expect(problems.locator('tbody tr')).toHaveCount(3);
  await expect(problems.locator('tbody tr').first()).toContainText(`OrderId ${good1} has been imported before`);
  await page.getByTestId('hide-imported').click();
  await expect(problems.locator('tbody tr')).toHaveCount(1);
  await expect(problems).toContainText('No data');
  await page.getByTestId('import-good').click();
  await expect(page.getByTestId('import-done')).toContainText('1 sales order imported', { timeout: 30_000 });
  const lastOrder = (await page.getByTestId('created-orders').locator('li').allTextContents())[0]!;

  // All three on the sales order list.
  await page.getByTestId('go-to-list').click();
  await expect(page).toHaveURL(/\/salesOrderManage\/SalesOrderList/);
  for (const orderNo of [...firstOrders, lastOrder]) await expect(page.getByText(orderNo, { exact: true }).first()).toBeVisible();
});

test('the upload page and its report in Chinese and Japanese', async ({ page, request, baseURL }, testInfo) => {
  const buyer = await buyerWithCompany(request);
  await logIn(page, buyer.mobile, buyer.password);
  await expect(page).toHaveURL(/\/home$/);
  const header = '*OrderId,*LineItemNumber,*B2BItemCode,*ShipToQty,*ShipToName,*ShipToEmail,*ShipToPhone,*ShipToPostalCode,*ShipToAddressDetail,*ShipToCity,*ShipToState,*ShipToCountry';
  const file = `${header}\r\nlabels\r\nLANG-1,1,NOT-A-REAL-CODE,0,Li Lei,li@example.com,+1 212-555-0100,10001,1 Main St,New York,NY,US\r\n`;
  for (const [language, title, message] of [
    ['zh', '上传销售订单', '没有 B2B 商品编码为 NOT-A-REAL-CODE 的商品'],
    ['ja', '販売注文のアップロード', 'B2B 商品コード NOT-A-REAL-CODE の商品はありません'],
  ] as const) {
    await page.context().addCookies([{ name: 'language', value: language, url: baseURL! }]);
    await page.goto('/salesOrderManage/SalesOrderUpload');
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByTestId('template-xlsx').click();
    expect((await downloading).suggestedFilename()).toBe(`sales-order-import-template-${language}.xlsx`);
    await chooseFile(page, 'orders.csv', file);
    const problems = page.getByTestId('import-problems');
    await expect(problems.locator('tbody tr')).toHaveCount(2, { timeout: 30_000 });
    await expect(problems.locator('tbody tr').first()).toContainText(message);
    await page.screenshot({ path: testInfo.outputPath(`report-${language}.png`), fullPage: true });
  }
});
