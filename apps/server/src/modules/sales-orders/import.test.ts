import { SALES_ORDER_IMPORT_COLUMNS, SALES_ORDER_IMPORT_TEXTS, importHeaderKey, type SalesOrderImportResult } from '@wm/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { DEMO, createTestApp, login, type TestApp } from '../../../test/helpers';
import { zipFiles } from '../../platform/zip';
import { approvedBuyer } from '../purchase-orders/orders.test-support';
import { csvOf, goodRow, postImport, xlsxOf, type ImportRow } from './import.test-support';

let t: TestApp;
let token: string;
let codes: string[];
let run = 0;
/** OrderIds unique to this test run and call, so that no test sees another's orders. */
const id = (name: string) => `T${process.pid}-${run}-${name}`;

beforeAll(async () => {
  t = await createTestApp();
  token = (await approvedBuyer(t)).token;
  codes = (await rows<{ itemCode: string }>(t.database.db, sql`select item_code as "itemCode" from goods order by id limit 3`)).map((r) => r.itemCode);
});
afterAll(() => t?.close());

const importOf = async (data: Buffer, options: Parameters<typeof postImport>[3] = {}) => {
  const res = await postImport(t.app, token, data, options);
  return { statusCode: res.statusCode, body: res.json() as { status: number; message: string; data: SalesOrderImportResult & { code?: string; errors?: { field: string; message: string }[] } } };
};
const ordersWith = (buyerOrderNos: string[]) =>
  rows<{ buyerOrderNo: string; status: string; source: string; lines: number }>(
    t.database.db,
    sql`select o.buyer_order_no as "buyerOrderNo", o.status, o.source, (select count(*)::int from sales_order_lines l where l.sales_order_id = o.id) as lines
        from sales_orders o where o.buyer_order_no = any(${`{${buyerOrderNos.join(',')}}`}::text[]) order by o.buyer_order_no`,
  );
const at = (result: SalesOrderImportResult) => result.problems.map((p) => `${p.row}:${p.column}`);

describe('import template', () => {
  for (const lang of ['en', 'zh', 'ja'] as const) {
    const accept = { en: 'en-US', zh: 'zh-CN', ja: 'ja-JP' }[lang];
    it(`XLSX in ${lang}: row 1 the keys (* required), row 2 the labels, nothing else`, async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v2/sales-order/import-template', query: { format: 'xlsx' }, headers: { authorization: `Bearer ${token}`, 'accept-language': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['content-disposition']).toContain('.xlsx');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.name).toBe(SALES_ORDER_IMPORT_TEXTS[lang].sheet);
      expect((sheet.getRow(1).values as string[]).slice(1)).toEqual(SALES_ORDER_IMPORT_COLUMNS.map(importHeaderKey));
      expect((sheet.getRow(2).values as string[]).slice(1)).toEqual(SALES_ORDER_IMPORT_COLUMNS.map((c) => SALES_ORDER_IMPORT_TEXTS[lang].labels[c]));
      expect(sheet.actualRowCount).toBe(2);
      expect(sheet.getRow(1).getCell(2).value).toBe('*OrderId');
      expect(sheet.getRow(1).getCell(1).value).toBe('ShipFrom');
    });

    it(`CSV in ${lang}: UTF-8 with a byte order mark, the same two rows`, async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v2/sales-order/import-template', query: { format: 'csv' }, headers: { authorization: `Bearer ${token}`, 'accept-language': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const parsed = Papa.parse<string[]>(res.payload.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
      expect(parsed.data).toEqual([SALES_ORDER_IMPORT_COLUMNS.map(importHeaderKey), SALES_ORDER_IMPORT_COLUMNS.map((c) => SALES_ORDER_IMPORT_TEXTS[lang].labels[c])]);
    });
  }

  it('the template imported as it is has no data rows', async () => {
    const template = await t.app.inject({ method: 'GET', url: '/api/v2/sales-order/import-template?format=csv', headers: { authorization: `Bearer ${token}` } });
    const res = await importOf(template.rawPayload);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('The file has no data rows (data starts at row 3)');
  });

  it('needs a signed-in buyer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/sales-order/import-template' });
    expect(res.statusCode).toBe(401);
  });
});

describe('import: every problem of every row at once', () => {
  it('a file mixing good and bad rows: each problem with its row and column; a dry run imports nothing', async () => {
    run++;
    const [a, b] = codes as [string, string];
    const file: ImportRow[] = [
      goodRow(id('GOOD1'), a, 2, 1), // row 3
      goodRow(id('GOOD1'), b, 1, 2), // row 4: a second line of the same order
      goodRow(id('GOOD2'), a, 5), // row 5
      goodRow(id('BAD1'), 'NO-SUCH-CODE', 0, 1, { ShipToPostalCode: 'ABCDE' }), // row 6: unknown code, quantity 0, US postal code
      goodRow(id('BAD1'), b, 1, 2, { ShipToPostalCode: 'ABCDE' }), // row 7: good in itself, its order is bad
      goodRow('bad id with spaces', a, 1, 1, { ShipToAddressDetail: 'P.O. Box 123' }), // row 8: OrderId and P.O. box
      goodRow(id('BAD2'), 'bad code!', 1.5, 1, { ShipToEmail: '', ShipToPhone: 'call me', ShipToName: '' }), // row 9
      goodRow(id('BAD3'), a, 'x', 1, { ShipToCountry: '', BuyerSkuLink: 'javascript:alert(1)', OrderDate: 'yesterday' }), // row 10
    ];
    const res = await importOf(csvOf(file), { query: { dryRun: 'true' } });
    expect(res.statusCode).toBe(200);
    const r = res.body.data;
    expect(r).toMatchObject({ dryRun: true, format: 'csv', rows: 8, orders: 6, goodOrders: 2, goodRows: 3, badRows: 5, badOrders: 4, created: [] });
    expect(at(r)).toEqual([
      '6:B2BItemCode',
      '6:ShipToQty',
      '6:ShipToPostalCode',
      '7:ShipToPostalCode',
      '8:OrderId',
      '8:ShipToAddressDetail',
      '9:B2BItemCode',
      '9:ShipToQty',
      '9:ShipToName',
      '9:ShipToEmail',
      '9:ShipToPhone',
      '10:OrderDate',
      '10:BuyerSkuLink',
      '10:ShipToQty',
      '10:ShipToCountry',
    ]);
    const message = (row: number, column: string) => r.problems.find((p) => p.row === row && p.column === column)?.message;
    expect(message(6, 'B2BItemCode')).toBe('No goods have the B2B item code NO-SUCH-CODE');
    expect(message(6, 'ShipToQty')).toBe('The quantity must be a whole number from 1 to 99,999');
    expect(message(8, 'ShipToAddressDetail')).toBe('Parcels cannot be delivered to a P.O. box');
    expect(message(9, 'ShipToEmail')).toBe('Please fill in Consignee email (ShipToEmail)');
    expect(r.problems.find((p) => p.row === 6)?.orderId).toBe(id('BAD1'));
    expect(r.problems.filter((p) => p.row === 8).map((p) => p.code)).toEqual(['orderIdInvalid', 'consignee.poBox']);
    expect(await ordersWith([id('GOOD1'), id('GOOD2')])).toEqual([]);
  });

  it('messages in the request language', async () => {
    run++;
    const res = await importOf(csvOf([goodRow(id('ZH'), 'NO-SUCH-CODE', 0)], 'zh'), { query: { dryRun: 'true' }, lang: 'zh-CN' });
    expect(res.body.data.problems.map((p) => p.message)).toEqual(['没有 B2B 商品编码为 NO-SUCH-CODE 的商品', '数量必须是 1 到 99,999 的整数']);
    const ja = await importOf(csvOf([goodRow(id('JA'), codes[0]!, 1, 1, { ShipToAddressDetail: 'PO Box 9' })], 'ja'), { query: { dryRun: 'true' }, lang: 'ja-JP' });
    expect(ja.body.data.problems).toHaveLength(1);
    expect(ja.body.data.problems[0]!.message).not.toMatch(/P\.O\. box/);
  });

  it('the good orders are imported on hold (grouped by OrderId) while the bad ones are not', async () => {
    run++;
    const [a, b] = codes as [string, string];
    const file = [goodRow(id('G1'), a, 2, 1), goodRow(id('G1'), b, 3, 2), goodRow(id('G2'), b, 1), goodRow(id('B1'), a, 1, 1), goodRow(id('B1'), 'NO-SUCH-CODE', 1, 2)];
    const res = await importOf(await xlsxOf(file), { filename: 'orders.xlsx' });
    expect(res.statusCode).toBe(200);
    const r = res.body.data;
    expect(r).toMatchObject({ dryRun: false, format: 'xlsx', rows: 5, orders: 3, goodOrders: 2, goodRows: 3, badRows: 1, badOrders: 1 });
    expect(r.created).toHaveLength(2);
    expect(at(r)).toEqual(['7:B2BItemCode']);
    expect(await ordersWith([id('G1'), id('G2'), id('B1')])).toEqual([
      { buyerOrderNo: id('G1'), status: 'onHold', source: 'import', lines: 2 },
      { buyerOrderNo: id('G2'), status: 'onHold', source: 'import', lines: 1 },
    ]);
    // What the rows said, kept: platform, remark, consignee, each line's number and the buyer's SKU.
    const [kept] = await rows<Record<string, unknown>>(
      t.database.db,
      sql`select o.platform, o.remark, o.consignee_name as name, o.consignee_email as email, o.country, o.state, o.city, o.address, o.postal_code as "postalCode", o.import_id as "importId",
                 (select json_agg(json_build_object('itemCode', l.item_code, 'quantity', l.quantity, 'lineRef', l.line_ref, 'buyerSku', l.buyer_sku) order by l.line_ref) from sales_order_lines l where l.sales_order_id = o.id) as lines
          from sales_orders o where o.buyer_order_no = ${id('G1')}`,
    );
    expect(kept).toEqual({
      platform: 'Amazon', remark: 'Leave at the door', name: `Jane Doe ${id('G1')}`, email: 'jane@example.com', country: 'US', state: 'NY', city: 'New York', address: '350 Fifth Avenue, Suite 100', postalCode: '10001', importId: r.importId,
      lines: [{ itemCode: a, quantity: 2, lineRef: '1', buyerSku: `SKU-${a}` }, { itemCode: b, quantity: 3, lineRef: '2', buyerSku: `SKU-${b}` }],
    });
    // The orders show on the buyer's list.
    const list = await t.app.inject({ method: 'GET', url: '/api/v2/sales-order/list', query: { buyerOrderNo: id('G1') }, headers: { authorization: `Bearer ${token}` } });
    expect(list.json().data.total).toBe(1);
    expect(r.created).toContain(list.json().data.list[0].orderNo);
  });

  it('a repeated OrderId + B2BItemCode is refused on every row it appears, naming the rows', async () => {
    run++;
    const [a, b] = codes as [string, string];
    const file = [goodRow(id('D'), a, 1, 1), goodRow(id('D'), b, 1, 2), goodRow(id('D'), a, 4, 3), goodRow(id('E'), a, 1)];
    const res = await importOf(csvOf(file), { query: { dryRun: 'true' } });
    const r = res.body.data;
    expect(at(r)).toEqual(['3:B2BItemCode', '5:B2BItemCode']);
    expect(r.problems[0]!.message).toBe(`OrderId ${id('D')} with B2B item code ${a} appears more than once (rows 3, 5)`);
    expect(r).toMatchObject({ orders: 2, goodOrders: 1, badRows: 2, badOrders: 1 });
  });

  it('rows of one OrderId must name the same consignee', async () => {
    run++;
    const [a, b] = codes as [string, string];
    const file = [goodRow(id('C'), a, 1, 1), goodRow(id('C'), b, 1, 2, { ShipToCity: 'Boston', ShipToPostalCode: '02134' })];
    const r = (await importOf(csvOf(file), { query: { dryRun: 'true' } })).body.data;
    expect(at(r)).toEqual(['4:ShipToPostalCode', '4:ShipToCity']);
    expect(r.problems[0]!.message).toBe('Differs from row 3: all rows of one OrderId must have the same consignee');
  });

  it('a US ZIP code whose leading zero a spreadsheet dropped is read as five digits', async () => {
    run++;
    const r = (await importOf(await xlsxOf([goodRow(id('Z'), codes[0]!, 1, 1, { ShipToPostalCode: 2134 })]), { filename: 'z.xlsx', query: { dryRun: 'true' } })).body.data;
    expect(r.problems).toEqual([]);
  });

  it('data typed over the labels row (row 2) is reported, not imported', async () => {
    run++;
    const csv = Papa.unparse([SALES_ORDER_IMPORT_COLUMNS.map(importHeaderKey), ...[goodRow(id('L2'), codes[0]!), goodRow(id('L3'), codes[0]!)].map((row) => SALES_ORDER_IMPORT_COLUMNS.map((c) => String(row[c] ?? '')))]);
    const r = (await importOf(Buffer.from(csv), { query: { dryRun: 'true' } })).body.data;
    expect(r).toMatchObject({ rows: 1, goodOrders: 1 });
    expect(r.problems).toEqual([{ row: 2, column: '', orderId: id('L2'), code: 'labelsExpected', message: 'Row 2 holds the column labels and is not imported: data starts at row 3' }]);
  });
});

describe('import: OrderIds imported before', () => {
  it('an OrderId already imported is refused on each of its rows; the new ones are imported', async () => {
    run++;
    const [a, b] = codes as [string, string];
    const first = await importOf(csvOf([goodRow(id('OLD'), a, 1)]));
    expect(first.body.data.created).toHaveLength(1);
    const second = await importOf(csvOf([goodRow(id('NEW'), a, 1), goodRow(id('OLD'), a, 1, 1), goodRow(id('OLD'), b, 1, 2)]));
    const r = second.body.data;
    expect(at(r)).toEqual(['4:OrderId', '5:OrderId']);
    expect(r.problems[0]!.message).toBe(`OrderId ${id('OLD')} has been imported before`);
    expect(r).toMatchObject({ orders: 2, goodOrders: 1, badOrders: 1, importedBefore: 1 });
    expect(r.problems[0]!.code).toBe('alreadyImported');
    expect(r.created).toHaveLength(1);
    expect((await ordersWith([id('OLD')]))[0]!.lines).toBe(1);
  });

  it('the same file imported twice imports nothing the second time', async () => {
    run++;
    const [a, b] = codes as [string, string];
    const file = await xlsxOf([goodRow(id('T1'), a, 1, 1), goodRow(id('T1'), b, 2, 2), goodRow(id('T2'), a, 3)]);
    const once = (await importOf(file, { filename: 'x.xlsx' })).body.data;
    expect(once).toMatchObject({ goodOrders: 2, created: expect.any(Array) });
    expect(once.created).toHaveLength(2);
    const twice = (await importOf(file, { filename: 'x.xlsx' })).body.data;
    expect(twice).toMatchObject({ importId: once.importId, goodOrders: 0, badOrders: 2, importedBefore: 2, badRows: 3, created: [] });
    expect(at(twice)).toEqual(['3:OrderId', '4:OrderId', '5:OrderId']);
    expect(await ordersWith([id('T1'), id('T2')])).toHaveLength(2);
  });

  it("OrderIds are the buyer's own: another buyer may import the same", async () => {
    run++;
    await importOf(csvOf([goodRow(id('MINE'), codes[0]!)]));
    const other = (await approvedBuyer(t)).token;
    const res = await postImport(t.app, other, csvOf([goodRow(id('MINE'), codes[0]!)]), { query: { dryRun: 'true' } });
    expect(res.json().data).toMatchObject({ goodOrders: 1, problems: [] });
  });
});

describe('import: the file', () => {
  it('5,000 data rows are read; 5,001 are refused before any is checked', async () => {
    run++;
    const many = (n: number) => Array.from({ length: n }, (_, i) => goodRow(id(`M${i}`), codes[i % 3]!, 1));
    const ok = await importOf(csvOf(many(5_000)), { query: { dryRun: 'true' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.body.data).toMatchObject({ rows: 5_000, orders: 5_000, goodOrders: 5_000, problems: [] });
    const tooMany = await importOf(csvOf(many(5_001)), { query: { dryRun: 'true' } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body.message).toBe('The file has 5001 data rows; at most 5000 can be imported at once');
    expect(tooMany.body.data.code).toBe('VALIDATION_FAILED');
  });

  it('refuses what is not a spreadsheet, whatever its name', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    for (const [data, filename] of [
      [png, 'orders.xlsx'],
      [png, 'orders.csv'],
      [zipFiles([{ name: 'readme.txt', data: Buffer.from('hello') }]), 'orders.xlsx'],
      [Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n', 'latin1'), 'orders.csv'],
    ] as const) {
      const res = await importOf(data, { filename });
      expect(res.statusCode, filename).toBe(400);
      expect(res.body.data.code).toBe('VALIDATION_FAILED');
      expect(res.body.message).toMatch(/XLSX or CSV|UTF-8/);
    }
    const text = await importOf(Buffer.from('just some words\nand more\n'), { filename: 'notes.csv' });
    expect(text.statusCode).toBe(400);
    expect(text.body.message).toContain('*OrderId');
  });

  it('an XLSX that would inflate past 50 MB is refused before it is opened', async () => {
    const file = await xlsxOf([goodRow('BOMB', codes[0]!)]);
    const central = file.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    file.writeUInt32LE(0x7fffffff, central + 24); // the first entry's declared uncompressed size
    const res = await importOf(file, { filename: 'bomb.xlsx', query: { dryRun: 'true' } });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('Please upload an XLSX or CSV file (the template)');
  });

  it('a file over 10 MB is refused', async () => {
    const res = await importOf(Buffer.concat([csvOf([goodRow('BIG', codes[0]!)]), Buffer.alloc(10 * 1024 * 1024, 0x20)]), { query: { dryRun: 'true' } });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('The file cannot exceed 10 MB');
  });

  it('needs a file', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/sales-order/import', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: '{}' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please choose a file to upload');
  });

  it('dryRun and report as form fields; the report as a CSV file', async () => {
    run++;
    const file = csvOf([goodRow(id('R1'), codes[0]!), goodRow(id('R2'), 'NO-SUCH-CODE', 0)]);
    const res = await postImport(t.app, token, file, { fields: { dryRun: 'true', report: 'csv' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="sales-order-import-report-\w+\.csv"/);
    const parsed = Papa.parse<string[]>(res.payload.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(parsed).toEqual([
      ['Row', 'Column', 'OrderId', 'Problem'],
      ['4', 'B2BItemCode', id('R2'), 'No goods have the B2B item code NO-SUCH-CODE'],
      ['4', 'ShipToQty', id('R2'), 'The quantity must be a whole number from 1 to 99,999'],
    ]);
    expect(await ordersWith([id('R1')])).toEqual([]);
  });

  it('a report cell a spreadsheet would run as a formula stays text', async () => {
    run++;
    const res = await postImport(t.app, token, csvOf([goodRow('=HYPERLINK("http://x")', codes[0]!)]), { query: { dryRun: 'true', report: 'csv' } });
    expect(res.payload).toContain(`"'=HYPERLINK(""http://x"")"`);
  });

  it('only approved buyers import', async () => {
    const pending = await login(t.app, DEMO.pendingBuyer);
    const res = await postImport(t.app, pending, csvOf([goodRow('X', codes[0]!)]));
    expect(res.statusCode).toBe(403);
    const seller = await login(t.app, DEMO.seller);
    expect((await postImport(t.app, seller, csvOf([goodRow('X', codes[0]!)]))).statusCode).toBe(403);
  });
});
