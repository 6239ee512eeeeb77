import { z } from 'zod';
import type { Language } from '../common/language';

// The sales-order import (DOMAIN.md "Sales-order import"): one row per order line; row 1 the
// column keys (`*` marks a required one), row 2 labels in the user's language, data from row 3.

export const SALES_ORDER_IMPORT_COLUMNS = [
  'ShipFrom',
  'OrderId',
  'LineItemNumber',
  'OrderDate',
  'BuyerBrand',
  'BuyerPlatformSku',
  'B2BItemCode',
  'BuyerSkuDescription',
  'BuyerSkuCommercialValue',
  'BuyerSkuLink',
  'ShipToQty',
  'ShipToService',
  'ShipToServiceLevel',
  'ShippedDate',
  'ShipToAttachmentUrl',
  'ShipToName',
  'ShipToEmail',
  'ShipToPhone',
  'ShipToPostalCode',
  'ShipToAddressDetail',
  'ShipToCity',
  'ShipToState',
  'ShipToCountry',
  'OrderComments',
] as const;
export type SalesOrderImportColumn = (typeof SALES_ORDER_IMPORT_COLUMNS)[number];

export const SALES_ORDER_IMPORT_REQUIRED: ReadonlySet<SalesOrderImportColumn> = new Set([
  'OrderId',
  'LineItemNumber',
  'B2BItemCode',
  'ShipToQty',
  'ShipToName',
  'ShipToEmail',
  'ShipToPhone',
  'ShipToPostalCode',
  'ShipToAddressDetail',
  'ShipToCity',
  'ShipToState',
  'ShipToCountry',
]);

/** Row 1 of the template: the keys, `*` before a required one. */
export const importHeaderKey = (column: SalesOrderImportColumn) => (SALES_ORDER_IMPORT_REQUIRED.has(column) ? `*${column}` : column);

/** Data rows of one file at most; the file's size at most (a full 5,000-row CSV is about 2 MB). */
export const SALES_ORDER_IMPORT_MAX_ROWS = 5_000;
export const SALES_ORDER_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** The first data row (row 1 keys, row 2 labels). */
export const SALES_ORDER_IMPORT_FIRST_ROW = 3;

export const ImportFormat = z.enum(['xlsx', 'csv'], { error: 'field.invalid' });
export type ImportFormat = z.infer<typeof ImportFormat>;

export const ImportTemplateQuery = z.object({ format: ImportFormat.default('xlsx') });

const flag = z.enum(['true', 'false', '1', '0'], { error: 'field.invalid' }).transform((v) => v === 'true' || v === '1');

export const SalesOrderImportQuery = z.object({
  /** Check only: the report, nothing imported. Also accepted as a form field before the file. */
  dryRun: flag.optional(),
  /** `csv`: answer the report as a CSV file (row, column, message) instead of JSON. Also a form field. */
  report: z.enum(['csv'], { error: 'field.invalid' }).optional(),
});
export type SalesOrderImportQuery = z.input<typeof SalesOrderImportQuery>;

export const SalesOrderImportProblem = z.object({
  /** The row number as the file shows it (data starts at row 3; 1 is the header). */
  row: z.number().int(),
  /** The column key (without `*`); '' for a problem of the whole row. */
  column: z.string(),
  /** The row's OrderId as given ('' when empty). */
  orderId: z.string(),
  /** What is wrong, for programs: an import rule (alreadyImported, itemCodeUnknown...) or a field rule's message key (consignee.poBox...). */
  code: z.string(),
  /** In the request language. */
  message: z.string(),
});
export type SalesOrderImportProblem = z.infer<typeof SalesOrderImportProblem>;

export const SalesOrderImportResult = z.object({
  /** Identifies the file (a hash of its content). */
  importId: z.string(),
  dryRun: z.boolean(),
  format: ImportFormat,
  /** Data rows read (blank rows skipped). */
  rows: z.number().int(),
  /** Distinct OrderIds. */
  orders: z.number().int(),
  /** Orders whose every row is good: imported (or, in a dry run, importable). */
  goodOrders: z.number().int(),
  /** Rows of the good orders. */
  goodRows: z.number().int(),
  /** Rows with at least one problem. */
  badRows: z.number().int(),
  /** Orders not imported because one of their rows is bad (their good rows are not imported either). */
  badOrders: z.number().int(),
  /** Of the bad orders, those refused only or also because their OrderId was imported before (by this file earlier, or another). */
  importedBefore: z.number().int(),
  /** Every problem, by row then column. */
  problems: z.array(SalesOrderImportProblem),
  /** A real import: the sales order numbers made (on hold). Empty in a dry run. */
  created: z.array(z.string()),
});
export type SalesOrderImportResult = z.infer<typeof SalesOrderImportResult>;

// ---- texts: the template's labels, the report's messages, in every language

type ImportTexts = {
  labels: Record<SalesOrderImportColumn, string>;
  sheet: string;
  reportHeader: { row: string; column: string; orderId: string; message: string };
  messages: Record<ImportMessageKey, string>;
};

export type ImportMessageKey =
  | 'required'
  | 'tooLong'
  | 'orderIdInvalid'
  | 'itemCodeInvalid'
  | 'itemCodeUnknown'
  | 'quantityInvalid'
  | 'numberInvalid'
  | 'dateInvalid'
  | 'urlInvalid'
  | 'duplicateLine'
  | 'alreadyImported'
  | 'consigneeDiffers'
  | 'tooManyLines'
  | 'labelsExpected'
  | 'columnMissing'
  | 'noRows'
  | 'tooManyRows'
  | 'fileInvalid'
  | 'fileTooLarge'
  | 'fileMissing'
  | 'encodingInvalid';

const en: ImportTexts = {
  sheet: 'Sales orders',
  labels: {
    ShipFrom: 'Sales platform / shop',
    OrderId: 'Your order number',
    LineItemNumber: 'Line number',
    OrderDate: 'Order date (YYYY-MM-DD)',
    BuyerBrand: 'Your brand',
    BuyerPlatformSku: 'Your platform SKU',
    B2BItemCode: 'B2B item code',
    BuyerSkuDescription: 'Your SKU description',
    BuyerSkuCommercialValue: 'Commercial value per unit',
    BuyerSkuLink: 'Your SKU link',
    ShipToQty: 'Quantity',
    ShipToService: 'Shipping service',
    ShipToServiceLevel: 'Shipping service level',
    ShippedDate: 'Ship by date (YYYY-MM-DD)',
    ShipToAttachmentUrl: 'Attachment link (label, packing slip)',
    ShipToName: 'Consignee name',
    ShipToEmail: 'Consignee email',
    ShipToPhone: 'Consignee phone',
    ShipToPostalCode: 'Postal code',
    ShipToAddressDetail: 'Street address (no P.O. box)',
    ShipToCity: 'City',
    ShipToState: 'State / province',
    ShipToCountry: 'Country (2 letters, e.g. US)',
    OrderComments: 'Remark',
  },
  reportHeader: { row: 'Row', column: 'Column', orderId: 'OrderId', message: 'Problem' },
  messages: {
    required: 'Please fill in {label}',
    tooLong: 'At most {max} characters',
    orderIdInvalid: 'The order number may have 1-40 letters, digits, - and _',
    itemCodeInvalid: 'The B2B item code may have up to 40 letters, digits, - and _',
    itemCodeUnknown: 'No goods have the B2B item code {code}',
    quantityInvalid: 'The quantity must be a whole number from 1 to 99,999',
    numberInvalid: 'Please enter a number of 0 or more',
    dateInvalid: 'Please enter a date as YYYY-MM-DD',
    urlInvalid: 'Please enter a link starting with http:// or https://',
    duplicateLine: 'OrderId {orderId} with B2B item code {code} appears more than once (rows {rows})',
    alreadyImported: 'OrderId {orderId} has been imported before',
    consigneeDiffers: 'Differs from row {row}: all rows of one OrderId must have the same consignee',
    tooManyLines: 'One order can have at most {max} lines',
    labelsExpected: 'Row 2 holds the column labels and is not imported: data starts at row 3',
    columnMissing: 'The column {column} is missing from row 1',
    noRows: 'The file has no data rows (data starts at row 3)',
    tooManyRows: 'The file has {rows} data rows; at most {max} can be imported at once',
    fileInvalid: 'Please upload an XLSX or CSV file (the template)',
    fileTooLarge: 'The file cannot exceed {size} MB',
    fileMissing: 'Please choose a file to upload',
    encodingInvalid: 'Please save the CSV file as UTF-8 (in Excel: CSV UTF-8)',
  },
};

const zh: ImportTexts = {
  sheet: '销售订单',
  labels: {
    ShipFrom: '销售平台/店铺',
    OrderId: '您的订单号',
    LineItemNumber: '行号',
    OrderDate: '下单日期 (YYYY-MM-DD)',
    BuyerBrand: '您的品牌',
    BuyerPlatformSku: '您的平台 SKU',
    B2BItemCode: 'B2B 商品编码',
    BuyerSkuDescription: '您的 SKU 描述',
    BuyerSkuCommercialValue: '单件申报价值',
    BuyerSkuLink: '您的 SKU 链接',
    ShipToQty: '数量',
    ShipToService: '配送服务',
    ShipToServiceLevel: '配送服务等级',
    ShippedDate: '最晚发货日期 (YYYY-MM-DD)',
    ShipToAttachmentUrl: '附件链接（面单、装箱单）',
    ShipToName: '收货人姓名',
    ShipToEmail: '收货人邮箱',
    ShipToPhone: '收货人电话',
    ShipToPostalCode: '邮编',
    ShipToAddressDetail: '详细地址（不可为邮政信箱）',
    ShipToCity: '城市',
    ShipToState: '州/省',
    ShipToCountry: '国家（两位字母，如 US）',
    OrderComments: '备注',
  },
  reportHeader: { row: '行', column: '列', orderId: 'OrderId', message: '问题' },
  messages: {
    required: '请填写{label}',
    tooLong: '最多 {max} 个字符',
    orderIdInvalid: '订单号为 1-40 位字母、数字、- 或 _',
    itemCodeInvalid: 'B2B 商品编码最多 40 位，只能包含字母、数字、- 和 _',
    itemCodeUnknown: '没有 B2B 商品编码为 {code} 的商品',
    quantityInvalid: '数量必须是 1 到 99,999 的整数',
    numberInvalid: '请输入大于等于 0 的数字',
    dateInvalid: '请按 YYYY-MM-DD 填写日期',
    urlInvalid: '请输入以 http:// 或 https:// 开头的链接',
    duplicateLine: 'OrderId {orderId} 与 B2B 商品编码 {code} 重复出现（第 {rows} 行）',
    alreadyImported: 'OrderId {orderId} 已导入过',
    consigneeDiffers: '与第 {row} 行不一致：同一 OrderId 的各行收货人必须相同',
    tooManyLines: '一个订单最多 {max} 行',
    labelsExpected: '第 2 行为列名说明，不会导入：数据从第 3 行开始',
    columnMissing: '第 1 行缺少列 {column}',
    noRows: '文件没有数据行（数据从第 3 行开始）',
    tooManyRows: '文件有 {rows} 行数据，一次最多导入 {max} 行',
    fileInvalid: '请上传 XLSX 或 CSV 文件（使用模板）',
    fileTooLarge: '文件不能超过 {size} MB',
    fileMissing: '请选择要上传的文件',
    encodingInvalid: '请将 CSV 文件保存为 UTF-8 编码（Excel 中选择“CSV UTF-8”）',
  },
};

const ja: ImportTexts = {
  sheet: '販売注文',
  labels: {
    ShipFrom: '販売プラットフォーム/ショップ',
    OrderId: 'お客様の注文番号',
    LineItemNumber: '明細番号',
    OrderDate: '注文日 (YYYY-MM-DD)',
    BuyerBrand: 'お客様のブランド',
    BuyerPlatformSku: 'お客様のプラットフォーム SKU',
    B2BItemCode: 'B2B 商品コード',
    BuyerSkuDescription: 'お客様の SKU 説明',
    BuyerSkuCommercialValue: '1 点あたりの申告価格',
    BuyerSkuLink: 'お客様の SKU リンク',
    ShipToQty: '数量',
    ShipToService: '配送サービス',
    ShipToServiceLevel: '配送サービスレベル',
    ShippedDate: '出荷期限 (YYYY-MM-DD)',
    ShipToAttachmentUrl: '添付リンク（送り状、納品書）',
    ShipToName: '届け先氏名',
    ShipToEmail: '届け先メール',
    ShipToPhone: '届け先電話番号',
    ShipToPostalCode: '郵便番号',
    ShipToAddressDetail: '住所（私書箱不可）',
    ShipToCity: '市区町村',
    ShipToState: '州/都道府県',
    ShipToCountry: '国（2 文字、例: US）',
    OrderComments: '備考',
  },
  reportHeader: { row: '行', column: '列', orderId: 'OrderId', message: '問題' },
  messages: {
    required: '{label}を入力してください',
    tooLong: '{max} 文字以内で入力してください',
    orderIdInvalid: '注文番号は英数字、- と _ の 1～40 文字です',
    itemCodeInvalid: 'B2B 商品コードは英数字、- と _ の 40 文字以内です',
    itemCodeUnknown: 'B2B 商品コード {code} の商品はありません',
    quantityInvalid: '数量は 1～99,999 の整数で入力してください',
    numberInvalid: '0 以上の数値を入力してください',
    dateInvalid: '日付は YYYY-MM-DD の形式で入力してください',
    urlInvalid: 'http:// または https:// で始まるリンクを入力してください',
    duplicateLine: 'OrderId {orderId} と B2B 商品コード {code} の組み合わせが重複しています（{rows} 行目）',
    alreadyImported: 'OrderId {orderId} はすでにインポートされています',
    consigneeDiffers: '{row} 行目と異なります：同じ OrderId の行は届け先が同じでなければなりません',
    tooManyLines: '1 つの注文は最大 {max} 行です',
    labelsExpected: '2 行目は列名の説明でインポートされません：データは 3 行目からです',
    columnMissing: '1 行目に列 {column} がありません',
    noRows: 'ファイルにデータ行がありません（データは 3 行目から）',
    tooManyRows: 'ファイルのデータは {rows} 行です。一度にインポートできるのは最大 {max} 行です',
    fileInvalid: 'XLSX または CSV ファイル（テンプレート）をアップロードしてください',
    fileTooLarge: 'ファイルは {size} MB 以内にしてください',
    fileMissing: 'アップロードするファイルを選択してください',
    encodingInvalid: 'CSV ファイルは UTF-8 で保存してください（Excel では「CSV UTF-8」）',
  },
};

export const SALES_ORDER_IMPORT_TEXTS: Record<Language, ImportTexts> = { en, zh, ja };

/** An import message in a language with its {name} placeholders filled. */
export function importMessage(lang: Language, key: ImportMessageKey, params: Record<string, string | number> = {}): string {
  return SALES_ORDER_IMPORT_TEXTS[lang].messages[key].replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}
