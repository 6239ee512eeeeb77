import { importHeaderKey, SALES_ORDER_IMPORT_COLUMNS, SALES_ORDER_IMPORT_TEXTS, type Language, type SalesOrderImportColumn } from '@wm/contracts';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { App } from '../../app';

export type ImportRow = Partial<Record<SalesOrderImportColumn, string | number>>;

/** A good line of an order: the consignee is the same for every line of one OrderId. */
export function goodRow(orderId: string, itemCode: string, quantity: number | string = 1, line = 1, over: ImportRow = {}): ImportRow {
  return {
    ShipFrom: 'Amazon',
    OrderId: orderId,
    LineItemNumber: String(line),
    B2BItemCode: itemCode,
    BuyerPlatformSku: `SKU-${itemCode}`,
    ShipToQty: quantity,
    ShipToName: `Jane Doe ${orderId}`,
    ShipToEmail: 'jane@example.com',
    ShipToPhone: '+1 212-555-0100',
    ShipToPostalCode: '10001',
    ShipToAddressDetail: '350 Fifth Avenue, Suite 100',
    ShipToCity: 'New York',
    ShipToState: 'NY',
    ShipToCountry: 'US',
    OrderComments: 'Leave at the door',
    ...over,
  };
}

const header = (lang: Language) => [SALES_ORDER_IMPORT_COLUMNS.map(importHeaderKey), SALES_ORDER_IMPORT_COLUMNS.map((c) => SALES_ORDER_IMPORT_TEXTS[lang].labels[c])];
const cells = (row: ImportRow) => SALES_ORDER_IMPORT_COLUMNS.map((c) => (row[c] === undefined ? '' : String(row[c])));

/** The template's two header rows, then the rows (row 3 on). */
export function csvOf(rows: ImportRow[], lang: Language = 'en'): Buffer {
  return Buffer.from('\uFEFF' + Papa.unparse([...header(lang), ...rows.map(cells)], { newline: '\r\n' }), 'utf8');
}

export async function xlsxOf(rows: ImportRow[], lang: Language = 'en'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sales orders');
  for (const r of header(lang)) sheet.addRow(r);
  // Quantities as numbers, the rest as text: as a person fills the template in.
  for (const row of rows) sheet.addRow(SALES_ORDER_IMPORT_COLUMNS.map((c) => (row[c] === undefined ? null : c === 'ShipToQty' && typeof row[c] === 'number' ? row[c] : String(row[c]))));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A multipart body with the file and, optionally, form fields before it. */
export function multipart(data: Buffer, filename: string, fields: Record<string, string> = {}) {
  const boundary = `----wm${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function postImport(app: App, token: string, data: Buffer, options: { filename?: string; query?: Record<string, string>; fields?: Record<string, string>; lang?: string } = {}) {
  const { payload, contentType } = multipart(data, options.filename ?? 'orders.csv', options.fields);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v2/sales-order/import',
    query: options.query,
    payload,
    headers: { 'content-type': contentType, authorization: `Bearer ${token}`, ...(options.lang ? { 'accept-language': options.lang } : {}) },
  });
  return res;
}
