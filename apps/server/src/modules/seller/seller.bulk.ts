import { BULK_MAX_BYTES, BULK_MAX_ROWS, translate, type BulkUpdateResult, type Language } from '@wm/contracts';
import type ExcelJS from 'exceljs';
import { loadExcel } from '../../platform/lazy-modules';
import Papa from 'papaparse';
import { AppError } from '../../platform/errors';

/** A message of the bulk file as a refusal of the whole file. */
export const bulkFileError = (lang: Language, key: string, params?: Record<string, string | number>) =>
  new AppError('VALIDATION_FAILED', params, [{ field: 'file', message: translate(lang, `bulk.${key}`, params) }]);

export interface BulkLine {
  row: number;
  itemCode: string;
  price: string;
  stock: string;
  /** The warehouse code as written (empty: the default warehouse). */
  warehouse: string;
}

const isZip = (data: Buffer) => data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'result' in value) return String(value.result ?? '');
  if (typeof value === 'object' && 'text' in value) return String(value.text);
  if (typeof value === 'object' && 'richText' in value) return value.richText.map((r) => r.text).join('');
  return String(value);
}

/** The rows of a CSV or XLSX file (by content): row 1 names the columns itemCode, price, stock and (optionally) warehouse. */
export async function readBulkFile(data: Buffer, lang: Language): Promise<{ lines: BulkLine[]; warehouseColumn: boolean }> {
  if (data.length === 0 || data.length > BULK_MAX_BYTES) throw bulkFileError(lang, 'fileInvalid');
  let records: string[][];
  if (isZip(data)) {
    const workbook = new (await loadExcel()).Workbook();
    try {
      await workbook.xlsx.load(data as unknown as ArrayBuffer);
    } catch {
      throw bulkFileError(lang, 'fileInvalid');
    }
    const sheet = workbook.worksheets[0];
    if (!sheet) throw bulkFileError(lang, 'fileInvalid');
    if (sheet.actualRowCount > BULK_MAX_ROWS + 1) throw bulkFileError(lang, 'tooManyRows', { max: BULK_MAX_ROWS });
    records = [];
    sheet.eachRow({ includeEmpty: true }, (row, n) => {
      records[n - 1] = (row.values as ExcelJS.CellValue[]).slice(1).map(cellText);
    });
    records = Array.from(records, (r) => r ?? []);
  } else {
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(data).replace(/^\uFEFF/, '');
    } catch {
      throw bulkFileError(lang, 'fileInvalid');
    }
    if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(text.slice(0, 65_536))) throw bulkFileError(lang, 'fileInvalid');
    records = Papa.parse<string[]>(text, { skipEmptyLines: false }).data;
  }
  const header = (records[0] ?? []).map((h) => String(h ?? '').trim().toLowerCase());
  const at = { itemCode: header.indexOf('itemcode'), price: header.indexOf('price'), stock: header.indexOf('stock'), warehouse: header.indexOf('warehouse') };
  if (at.itemCode < 0 || (at.price < 0 && at.stock < 0)) throw bulkFileError(lang, 'columnMissing');
  const lines: BulkLine[] = [];
  records.slice(1).forEach((values, i) => {
    const cell = (k: number) => (k < 0 ? '' : String(values[k] ?? '').trim());
    if (values.every((v) => String(v ?? '').trim() === '')) return;
    lines.push({ row: i + 2, itemCode: cell(at.itemCode), price: cell(at.price), stock: cell(at.stock), warehouse: cell(at.warehouse).toUpperCase() });
  });
  if (lines.length === 0) throw bulkFileError(lang, 'noRows');
  if (lines.length > BULK_MAX_ROWS) throw bulkFileError(lang, 'tooManyRows', { max: BULK_MAX_ROWS });
  return { lines, warehouseColumn: at.warehouse >= 0 };
}

export interface CheckedBulkLine {
  row: number;
  itemCode: string;
  goodsId: number | null;
  priceCents: number | null;
  stock: number | null;
  /** The warehouse whose stock the row sets (null: unknown, or no stock on the row). */
  warehouse: { id: number; code: string; name: string } | null;
  problems: string[];
}

export interface BulkWarehouses {
  byCode: Map<string, { id: number; code: string; name: string }>;
  fallback: { id: number; code: string; name: string };
  /** The file has a warehouse column: duplicates are told apart by it. */
  column: boolean;
}

/**
 * Checks every row against the store's goods and warehouses; each problem is said in the request
 * language. A goods may be on a row per warehouse; a price given on more than one of them must be the same.
 */
export function checkBulk(lines: BulkLine[], goods: Map<string, { id: number; priceMode: string; status: string }>, warehouses: BulkWarehouses, lang: Language): CheckedBulkLine[] {
  const place = (l: BulkLine) => (l.warehouse === '' ? warehouses.fallback.code : l.warehouse);
  const seen = new Map<string, number>();
  const prices = new Map<string, Set<string>>();
  for (const l of lines) {
    const key = `${l.itemCode}\u0000${place(l)}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
    if (l.price !== '') prices.set(l.itemCode, (prices.get(l.itemCode) ?? new Set()).add(l.price));
  }
  return lines.map((l) => {
    const problems: string[] = [];
    const say = (key: string) => problems.push(translate(lang, `bulk.${key}`));
    const g = goods.get(l.itemCode);
    if (!g) say('itemUnknown');
    else if (g.status === 'removed') say('removed');
    if ((seen.get(`${l.itemCode}\u0000${place(l)}`) ?? 0) > 1) say(warehouses.column ? 'duplicateWarehouse' : 'duplicate');
    if (l.price !== '' && (prices.get(l.itemCode)?.size ?? 0) > 1) say('priceConflict');
    const warehouse = l.warehouse === '' ? warehouses.fallback : (warehouses.byCode.get(l.warehouse) ?? null);
    if (!warehouse) say('warehouseUnknown');
    let priceCents: number | null = null;
    if (l.price !== '') {
      if (!/^\d{1,7}(\.\d{1,2})?$/.test(l.price)) say('priceInvalid');
      else if (g && g.priceMode !== 'spot') say('priceTiered');
      else priceCents = Math.round(Number(l.price) * 100);
    }
    let stock: number | null = null;
    if (l.stock !== '') {
      if (!/^\d{1,8}$/.test(l.stock)) say('stockInvalid');
      else stock = Number(l.stock);
    }
    if (l.price === '' && l.stock === '') say('nothing');
    return { row: l.row, itemCode: l.itemCode, goodsId: g?.id ?? null, priceCents, stock, warehouse: l.stock === '' ? null : warehouse, problems };
  });
}

export const bulkResult = (checked: CheckedBulkLine[], dryRun: boolean, applied: boolean): BulkUpdateResult => ({
  dryRun,
  applied,
  rows: checked.map((c) => ({ row: c.row, itemCode: c.itemCode, price: c.priceCents === null ? null : c.priceCents / 100, stock: c.stock, warehouse: c.warehouse?.code ?? null, problems: c.problems })),
  problemCount: checked.reduce((n, c) => n + c.problems.length, 0),
});
