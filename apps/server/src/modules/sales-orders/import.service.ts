import { createHash } from 'node:crypto';
import {
  BuyerOrderNo,
  importHeaderKey,
  importMessage,
  isMessageKey,
  rules,
  SALES_ORDER_IMPORT_COLUMNS,
  SALES_ORDER_IMPORT_FIRST_ROW,
  SALES_ORDER_IMPORT_MAX_BYTES,
  SALES_ORDER_IMPORT_MAX_ROWS,
  SALES_ORDER_IMPORT_REQUIRED,
  SALES_ORDER_IMPORT_TEXTS,
  SalesConsigneeInput,
  translate,
  type ImportFormat,
  type ImportMessageKey,
  type Language,
  type SalesOrderImportColumn,
  type SalesOrderImportProblem,
  type SalesOrderImportResult,
} from '@wm/contracts';
import type ExcelJS from 'exceljs';
import { loadExcel } from '../../platform/lazy-modules';
import Papa from 'papaparse';
import { toCsv } from '../../platform/csv';
import { AppError } from '../../platform/errors';
import type { AuthUser } from '../auth/auth.service';

/** An order the import makes, on hold. */
export interface ImportOrder {
  buyerOrderNo: string;
  platform: string;
  remark: string;
  consignee: SalesConsigneeInput;
  lines: { goodsId: number; quantity: number; lineRef: string; buyerSku: string }[];
}

/** What the import needs from the sales orders service (which owns the tables). */
export interface SalesOrdersForImport {
  /** Goods that exist (any status), by item code. */
  goodsByItemCodes(codes: string[]): Promise<Map<string, { goodsId: number; itemCode: string }>>;
  /** The buyer's own order numbers already used. */
  existingBuyerOrderNos(userId: number, buyerOrderNos: string[]): Promise<Set<string>>;
  /** Makes the orders on hold in one transaction; an order whose number is taken meanwhile comes back in duplicates. */
  importOrders(user: AuthUser, orders: ImportOrder[], importId: string): Promise<{ created: string[]; duplicates: string[] }>;
}

/** One order has at most this many lines (as an order entered by hand). */
const MAX_LINES = 50;
const MAX_QUANTITY = 99_999;
/** Orders per transaction, and transactions at once, when importing. */
const IMPORT_CHUNK = 500;
const IMPORT_PARALLEL = 4;
/** Declared uncompressed size of an XLSX at most: a full 5,000-row sheet is under 20 MB of XML. */
const MAX_XLSX_UNZIPPED = 50 * 1024 * 1024;

type Cells = Partial<Record<SalesOrderImportColumn, string>>;
interface SheetRow {
  row: number;
  cells: Cells;
}
interface Sheet {
  format: ImportFormat;
  /** Row 1: which columns the file has. */
  columns: Set<SalesOrderImportColumn>;
  /** Row 2 (the labels), when present. */
  labels: SheetRow | null;
  /** Non-blank rows from row 3. */
  rows: SheetRow[];
}

const CONSIGNEE_COLUMNS = {
  name: 'ShipToName',
  phone: 'ShipToPhone',
  email: 'ShipToEmail',
  country: 'ShipToCountry',
  state: 'ShipToState',
  city: 'ShipToCity',
  address: 'ShipToAddressDetail',
  postalCode: 'ShipToPostalCode',
} as const satisfies Record<keyof SalesConsigneeInput, SalesOrderImportColumn>;
const CONSIGNEE_COLUMN_LIST = Object.values(CONSIGNEE_COLUMNS) as SalesOrderImportColumn[];
const COLUMN_ORDER = new Map(SALES_ORDER_IMPORT_COLUMNS.map((c, i) => [c, i]));

/** Optional free-text columns and their longest value. */
const MAX_LENGTH: Partial<Record<SalesOrderImportColumn, number>> = {
  ShipFrom: 40,
  LineItemNumber: 40,
  BuyerBrand: 100,
  BuyerPlatformSku: 100,
  BuyerSkuDescription: 500,
  ShipToService: 100,
  ShipToServiceLevel: 100,
  OrderComments: 500,
};
const URL_COLUMNS: SalesOrderImportColumn[] = ['BuyerSkuLink', 'ShipToAttachmentUrl'];
const DATE_COLUMNS: SalesOrderImportColumn[] = ['OrderDate', 'ShippedDate'];
const ITEM_CODE = /^[A-Za-z0-9_-]{1,40}$/;
const DATE = /^(\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}\/\d{1,2}\/\d{4})([ T].*)?$/;
const COUNTRY_ALIASES: Record<string, string> = { USA: 'US', 'UNITED STATES': 'US', 'UNITED STATES OF AMERICA': 'US', UK: 'GB', 'UNITED KINGDOM': 'GB' };

export function importMessageError(lang: Language, key: ImportMessageKey, params?: Record<string, string | number>): AppError {
  // The message is already in the request language; the error handler passes a non-key text through.
  return new AppError('VALIDATION_FAILED', undefined, [{ field: 'file', message: importMessage(lang, key, params) }]);
}

// ---- reading the file

const isZip = (data: Buffer) => data.length >= 4 && data.readUInt32LE(0) === 0x04034b50;

/**
 * The sum of the uncompressed sizes an archive declares (its central directory), so that a
 * small file that inflates to gigabytes is refused before it is opened. Not a ZIP reader:
 * exceljs reads the archive.
 */
function declaredUnzippedSize(data: Buffer): number | null {
  const from = Math.max(0, data.length - 22 - 0xffff);
  for (let i = data.length - 22; i >= from; i--) {
    if (data.readUInt32LE(i) !== 0x06054b50) continue;
    const entries = data.readUInt16LE(i + 10);
    let at = data.readUInt32LE(i + 16);
    let total = 0;
    for (let n = 0; n < entries; n++) {
      if (at + 46 > data.length || data.readUInt32LE(at) !== 0x02014b50) return null;
      total += data.readUInt32LE(at + 24);
      at += 46 + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
    }
    return total;
  }
  return null;
}

/** A header cell to its column: `*OrderId`, ` orderid ` -> OrderId. */
const KEY_BY_NAME = new Map(SALES_ORDER_IMPORT_COLUMNS.map((c) => [c.toLowerCase(), c]));
const columnOf = (header: string) => KEY_BY_NAME.get(header.replace(/^\s*\*/, '').trim().toLowerCase());

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The text of an XLSX cell, whatever exceljs made of it (rich text, link, formula result, date). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(15)));
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : isoDay(value);
  if ('richText' in value) return value.richText.map((r) => r.text).join('').trim();
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  if ('text' in value && typeof value.text === 'string') return value.text.trim();
  return '';
}

function toSheet(format: ImportFormat, records: Iterable<{ row: number; values: string[] }>, lang: Language): Sheet {
  let columnAt: (SalesOrderImportColumn | undefined)[] = [];
  const columns = new Set<SalesOrderImportColumn>();
  let labels: SheetRow | null = null;
  const rows: SheetRow[] = [];
  let dataRows = 0;
  const cellsOf = (values: string[]) => {
    const cells: Cells = {};
    columnAt.forEach((column, i) => {
      if (column && values[i]) cells[column] = values[i];
    });
    return cells;
  };
  for (const { row, values } of records) {
    if (row === 1) {
      columnAt = values.map(columnOf);
      for (const c of columnAt) if (c) columns.add(c);
      continue;
    }
    if (values.every((v) => v === '')) continue;
    if (row < SALES_ORDER_IMPORT_FIRST_ROW) {
      labels = { row, cells: cellsOf(values) };
      continue;
    }
    // Only counted past the limit: a huge file is refused before any row is checked.
    dataRows++;
    if (dataRows <= SALES_ORDER_IMPORT_MAX_ROWS) rows.push({ row, cells: cellsOf(values) });
  }
  if (dataRows > SALES_ORDER_IMPORT_MAX_ROWS) throw importMessageError(lang, 'tooManyRows', { rows: dataRows, max: SALES_ORDER_IMPORT_MAX_ROWS });
  const missing = [...SALES_ORDER_IMPORT_REQUIRED].filter((c) => !columns.has(c));
  if (missing.length > 0) throw importMessageError(lang, 'columnMissing', { column: missing.map(importHeaderKey).join(', ') });
  if (rows.length === 0) throw importMessageError(lang, 'noRows');
  return { format, columns, labels, rows };
}

async function readXlsx(data: Buffer, lang: Language): Promise<Sheet> {
  const unzipped = declaredUnzippedSize(data);
  if (unzipped === null || unzipped > MAX_XLSX_UNZIPPED) throw importMessageError(lang, 'fileInvalid');
  const workbook = new (await loadExcel()).Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    // A ZIP that is not a workbook (a .docx, a plain archive) or a damaged one.
    throw importMessageError(lang, 'fileInvalid');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw importMessageError(lang, 'fileInvalid');
  if (sheet.actualRowCount > SALES_ORDER_IMPORT_MAX_ROWS + SALES_ORDER_IMPORT_FIRST_ROW - 1) {
    throw importMessageError(lang, 'tooManyRows', { rows: sheet.actualRowCount - (SALES_ORDER_IMPORT_FIRST_ROW - 1), max: SALES_ORDER_IMPORT_MAX_ROWS });
  }
  const records: { row: number; values: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const values: string[] = [];
    // row.values is 1-based (index 0 unused).
    (row.values as ExcelJS.CellValue[]).forEach((value, i) => {
      if (i > 0) values[i - 1] = cellText(value);
    });
    for (let i = 0; i < values.length; i++) values[i] ??= '';
    records.push({ row: rowNumber, values });
  });
  return toSheet('xlsx', records, lang);
}

function readCsv(data: Buffer, lang: Language): Sheet {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    throw importMessageError(lang, 'encodingInvalid');
  }
  // Text, not a binary file with a .csv name: no control characters but tab, CR, LF.
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(text.slice(0, 65_536))) throw importMessageError(lang, 'fileInvalid');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
  // A row is a record: a quoted value may span lines, as a spreadsheet shows it in one cell.
  const records = parsed.data.map((values, i) => ({ row: i + 1, values: values.map((v) => (v ?? '').trim()) }));
  return toSheet('csv', records, lang);
}

async function readSheet(data: Buffer, lang: Language): Promise<Sheet> {
  if (data.length === 0) throw importMessageError(lang, 'fileMissing');
  if (data.length > SALES_ORDER_IMPORT_MAX_BYTES) throw importMessageError(lang, 'fileTooLarge', { size: SALES_ORDER_IMPORT_MAX_BYTES / 1024 / 1024 });
  // By content, not by name: XLSX is a ZIP; anything else must be UTF-8 text.
  if (isZip(data)) return readXlsx(data, lang);
  return readCsv(data, lang);
}

// ---- checking the rows

interface CheckedRow {
  row: number;
  orderId: string;
  itemCode: string;
  quantity: number;
  lineRef: string;
  buyerSku: string;
  platform: string;
  remark: string;
  consignee: SalesConsigneeInput | null;
  /** The consignee as given, normalised, to compare rows of one order. */
  consigneeKey: Partial<Record<SalesOrderImportColumn, string>>;
  problems: SalesOrderImportProblem[];
}

function normaliseCountry(text: string): string {
  const upper = text.trim().toUpperCase();
  return COUNTRY_ALIASES[upper] ?? upper;
}

/** Spreadsheets drop the leading zeros of a US ZIP code typed as a number (02134 -> 2134). */
function normalisePostalCode(text: string, country: string): string {
  if (country !== 'US') return text;
  const match = /^(\d{3,4})(-\d{4})?$/.exec(text);
  return match ? `${match[1]!.padStart(5, '0')}${match[2] ?? ''}` : text;
}

function checkRow(source: SheetRow, lang: Language): CheckedRow {
  const texts = SALES_ORDER_IMPORT_TEXTS[lang];
  const get = (c: SalesOrderImportColumn) => source.cells[c] ?? '';
  const problems: SalesOrderImportProblem[] = [];
  const orderId = get('OrderId');
  const said = new Set<SalesOrderImportColumn>();
  const problem = (column: SalesOrderImportColumn, code: string, message: string) => {
    if (said.has(column)) return;
    said.add(column);
    problems.push({ row: source.row, column, orderId, code, message });
  };
  const rule = (column: SalesOrderImportColumn, key: ImportMessageKey, params?: Record<string, string | number>) => problem(column, key, importMessage(lang, key, params));

  for (const column of SALES_ORDER_IMPORT_REQUIRED) {
    if (get(column) === '') rule(column, 'required', { label: `${texts.labels[column]} (${column})` });
  }
  if (orderId !== '' && !BuyerOrderNo.safeParse(orderId).success) rule('OrderId', 'orderIdInvalid');
  const itemCode = get('B2BItemCode');
  if (itemCode !== '' && !ITEM_CODE.test(itemCode)) rule('B2BItemCode', 'itemCodeInvalid');
  const qtyText = get('ShipToQty');
  const quantity = /^\d+(\.0+)?$/.test(qtyText) ? Number(qtyText) : NaN;
  if (qtyText !== '' && !(quantity >= 1 && quantity <= MAX_QUANTITY)) rule('ShipToQty', 'quantityInvalid');

  for (const [column, max] of Object.entries(MAX_LENGTH) as [SalesOrderImportColumn, number][]) {
    if (get(column).length > max) rule(column, 'tooLong', { max });
  }
  for (const column of URL_COLUMNS) {
    const url = get(column);
    if (url !== '' && !rules.httpUrl.safeParse(url).success) rule(column, 'urlInvalid');
  }
  for (const column of DATE_COLUMNS) {
    const date = get(column);
    if (date !== '' && (!DATE.test(date) || Number.isNaN(Date.parse(date.replace(/\./g, '-'))))) rule(column, 'dateInvalid');
  }
  const value = get('BuyerSkuCommercialValue');
  if (value !== '' && !(/^\d+(\.\d+)?$/.test(value) && Number(value) >= 0)) rule('BuyerSkuCommercialValue', 'numberInvalid');

  // The consignee: the manual form's own rules (the contract's schema), each problem on its column.
  const country = normaliseCountry(get('ShipToCountry'));
  const input = {
    name: get('ShipToName'),
    phone: get('ShipToPhone'),
    email: get('ShipToEmail'),
    country,
    state: get('ShipToState'),
    city: get('ShipToCity'),
    address: get('ShipToAddressDetail'),
    postalCode: normalisePostalCode(get('ShipToPostalCode'), country),
  };
  const parsed = SalesConsigneeInput.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = CONSIGNEE_COLUMNS[issue.path[0] as keyof typeof CONSIGNEE_COLUMNS];
      const key = isMessageKey(issue.message) ? issue.message : 'field.invalid';
      if (column) problem(column, key, translate(lang, key));
    }
  }
  // The schema checks US postal codes only once every other field is good: say it at once.
  if (country === 'US' && input.postalCode !== '' && !/^\d{5}(-\d{4})?$/.test(input.postalCode)) {
    problem('ShipToPostalCode', 'consignee.postalCodeInvalid', translate(lang, 'consignee.postalCodeInvalid'));
  }

  const consigneeKey: CheckedRow['consigneeKey'] = {};
  for (const [field, column] of Object.entries(CONSIGNEE_COLUMNS) as [keyof typeof input, SalesOrderImportColumn][]) {
    consigneeKey[column] = input[field].replace(/\s+/g, ' ').toLowerCase();
  }
  return {
    row: source.row,
    orderId,
    itemCode,
    quantity,
    lineRef: get('LineItemNumber'),
    buyerSku: get('BuyerPlatformSku'),
    platform: get('ShipFrom'),
    remark: get('OrderComments'),
    consignee: parsed.success ? parsed.data : null,
    consigneeKey,
    problems,
  };
}

/** The label row (row 2) that holds an order line instead: data typed over the labels is not imported. */
function looksLikeData(labels: SheetRow): boolean {
  const qty = labels.cells.ShipToQty ?? '';
  return /^\d+$/.test(qty) && BuyerOrderNo.safeParse(labels.cells.OrderId ?? '').success;
}

const byRowThenColumn = (a: SalesOrderImportProblem, b: SalesOrderImportProblem) =>
  a.row - b.row || (COLUMN_ORDER.get(a.column as SalesOrderImportColumn) ?? -1) - (COLUMN_ORDER.get(b.column as SalesOrderImportColumn) ?? -1);

// ---- the template and the report as files

export interface ImportFile {
  data: Buffer;
  filename: string;
  contentType: string;
}

const CONTENT_TYPES: Record<ImportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};
/** Columns kept as numbers in the template; the rest are text, so that Excel keeps leading zeros (ZIP codes, phones). */
const NUMBER_COLUMNS = new Set<SalesOrderImportColumn>(['ShipToQty', 'BuyerSkuCommercialValue']);


async function templateFile(format: ImportFormat, lang: Language): Promise<ImportFile> {
  const texts = SALES_ORDER_IMPORT_TEXTS[lang];
  const keys = SALES_ORDER_IMPORT_COLUMNS.map(importHeaderKey);
  const labels = SALES_ORDER_IMPORT_COLUMNS.map((c) => texts.labels[c]);
  const filename = `sales-order-import-template-${lang}.${format}`;
  if (format === 'csv') {
    const data = Buffer.from(toCsv(keys, [labels]), 'utf8');
    return { data, filename, contentType: CONTENT_TYPES.csv };
  }
  const workbook = new (await loadExcel()).Workbook();
  workbook.creator = 'Wholesale marketplace';
  const sheet = workbook.addWorksheet(texts.sheet, { views: [{ state: 'frozen', ySplit: 2 }] });
  sheet.columns = SALES_ORDER_IMPORT_COLUMNS.map((c, i) => ({
    key: c,
    width: Math.min(40, Math.max(keys[i]!.length, labels[i]!.length, 10) + 2),
    style: NUMBER_COLUMNS.has(c) ? {} : { numFmt: '@' },
  }));
  sheet.addRow(keys);
  sheet.addRow(labels);
  SALES_ORDER_IMPORT_COLUMNS.forEach((c, i) => {
    const key = sheet.getCell(1, i + 1);
    key.font = { bold: true, color: { argb: SALES_ORDER_IMPORT_REQUIRED.has(c) ? 'FFC0392B' : 'FF333333' } };
    key.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F2F2' } };
    sheet.getCell(2, i + 1).font = { italic: true, color: { argb: 'FF777777' } };
  });
  const data = Buffer.from(await workbook.xlsx.writeBuffer());
  return { data, filename, contentType: CONTENT_TYPES.xlsx };
}

function reportFile(result: SalesOrderImportResult, lang: Language): ImportFile {
  const h = SALES_ORDER_IMPORT_TEXTS[lang].reportHeader;
  const rows = result.problems.map((p) => [p.row, p.column, p.orderId, p.message]);
  return { data: Buffer.from(toCsv([h.row, h.column, h.orderId, h.message], rows), 'utf8'), filename: `sales-order-import-report-${result.importId.slice(0, 8)}.csv`, contentType: CONTENT_TYPES.csv };
}

// ---- the service

export function createSalesOrderImportService({ salesOrders }: { salesOrders: SalesOrdersForImport }) {
  return {
    template: templateFile,
    report: reportFile,

    /**
     * Reads and checks a file; unless a dry run, makes the orders whose rows are all good.
     * Every problem is reported at once, with its row as the file numbers it.
     */
    async run(user: AuthUser, data: Buffer, options: { dryRun: boolean; lang: Language }): Promise<SalesOrderImportResult> {
      const { lang } = options;
      const sheet = await readSheet(data, lang);
      const importId = createHash('sha256').update(data).digest('hex').slice(0, 32);
      const checked = sheet.rows.map((r) => checkRow(r, lang));
      const extra: SalesOrderImportProblem[] = [];
      if (sheet.labels && looksLikeData(sheet.labels)) {
        extra.push({ row: sheet.labels.row, column: '', orderId: sheet.labels.cells.OrderId ?? '', code: 'labelsExpected', message: importMessage(lang, 'labelsExpected') });
      }
      const add = (r: CheckedRow, column: SalesOrderImportColumn | '', code: ImportMessageKey, params?: Record<string, string | number>) =>
        r.problems.push({ row: r.row, column, orderId: r.orderId, code, message: importMessage(lang, code, params) });

      // The item codes exist (any status: a pulled-off item may still be in the buyer's inventory).
      const codes = [...new Set(checked.filter((r) => ITEM_CODE.test(r.itemCode)).map((r) => r.itemCode))];
      const goods = codes.length > 0 ? await salesOrders.goodsByItemCodes(codes) : new Map<string, { goodsId: number; itemCode: string }>();
      for (const r of checked) {
        if (ITEM_CODE.test(r.itemCode) && !goods.has(r.itemCode)) add(r, 'B2BItemCode', 'itemCodeUnknown', { code: r.itemCode });
      }

      // Group by OrderId (rows without one stand alone: they are bad already).
      const groups = new Map<string, CheckedRow[]>();
      for (const r of checked) {
        if (r.orderId === '') continue;
        const group = groups.get(r.orderId);
        if (group) group.push(r);
        else groups.set(r.orderId, [r]);
      }
      const validIds = [...groups.keys()].filter((id) => BuyerOrderNo.safeParse(id).success);
      const imported = validIds.length > 0 ? await salesOrders.existingBuyerOrderNos(user.id, validIds) : new Set<string>();

      for (const [orderId, group] of groups) {
        if (imported.has(orderId)) for (const r of group) add(r, 'OrderId', 'alreadyImported', { orderId });
        // OrderId + B2BItemCode once in the file: every repeated row is refused, naming the others.
        const byCode = new Map<string, CheckedRow[]>();
        for (const r of group) {
          if (r.itemCode === '') continue;
          const same = byCode.get(r.itemCode);
          if (same) same.push(r);
          else byCode.set(r.itemCode, [r]);
        }
        for (const [code, same] of byCode) {
          if (same.length < 2) continue;
          const rows = same.map((r) => r.row).join(', ');
          for (const r of same) add(r, 'B2BItemCode', 'duplicateLine', { orderId, code, rows });
        }
        // One consignee per order: rows that differ from the order's first row say where.
        const first = group[0]!;
        for (const r of group.slice(1)) {
          for (const column of CONSIGNEE_COLUMN_LIST) {
            if (r.consigneeKey[column] !== first.consigneeKey[column]) add(r, column, 'consigneeDiffers', { row: first.row });
          }
        }
        for (const r of group.slice(MAX_LINES)) add(r, '', 'tooManyLines', { max: MAX_LINES });
      }

      const goodIds = [...groups.entries()].filter(([, group]) => group.every((r) => r.problems.length === 0)).map(([id]) => id);
      let created: string[] = [];
      if (!options.dryRun && goodIds.length > 0) {
        const orders: ImportOrder[] = goodIds.map((id) => {
          const group = groups.get(id)!;
          const first = group[0]!;
          return {
            buyerOrderNo: id,
            platform: first.platform,
            remark: first.remark,
            consignee: first.consignee!,
            lines: group.map((r) => ({ goodsId: goods.get(r.itemCode)!.goodsId, quantity: r.quantity, lineRef: r.lineRef, buyerSku: r.buyerSku })),
          };
        });
        // In a few transactions at once: the orders are made one by one (several statements each),
        // so one transaction of 5,000 orders spends most of its time waiting on round trips. An
        // import cut short (a crash) leaves whole orders only, and the same file sent again makes the rest.
        const chunks = Array.from({ length: Math.ceil(orders.length / IMPORT_CHUNK) }, (_, i) => orders.slice(i * IMPORT_CHUNK, (i + 1) * IMPORT_CHUNK));
        const made = { created: [] as string[], duplicates: [] as string[] };
        for (let i = 0; i < chunks.length; i += IMPORT_PARALLEL) {
          const done = await Promise.all(chunks.slice(i, i + IMPORT_PARALLEL).map((chunk) => salesOrders.importOrders(user, chunk, importId)));
          for (const d of done) {
            made.created.push(...d.created);
            made.duplicates.push(...d.duplicates);
          }
        }
        created = made.created;
        // Imported meanwhile by a concurrent import of the same orders: refused like any order imported before.
        for (const orderId of made.duplicates) {
          for (const r of groups.get(orderId) ?? []) add(r, 'OrderId', 'alreadyImported', { orderId });
        }
      }

      const goodOrders = [...groups.values()].filter((group) => group.every((r) => r.problems.length === 0));
      const problems = [...extra, ...checked.flatMap((r) => r.problems)].sort(byRowThenColumn);
      return {
        importId,
        dryRun: options.dryRun,
        format: sheet.format,
        rows: checked.length,
        orders: groups.size,
        goodOrders: goodOrders.length,
        goodRows: goodOrders.reduce((n, group) => n + group.length, 0),
        badRows: checked.filter((r) => r.problems.length > 0).length,
        badOrders: groups.size - goodOrders.length,
        importedBefore: [...groups.values()].filter((group) => group.some((r) => r.problems.some((p) => p.code === 'alreadyImported'))).length,
        problems,
        created,
      };
    },
  };
}

export type SalesOrderImportService = ReturnType<typeof createSalesOrderImportService>;
